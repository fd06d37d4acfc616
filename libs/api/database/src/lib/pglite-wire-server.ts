import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { type PGlite, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How long a client may keep the database to itself between two messages (see PgliteWireServer). */
export const IDLE_IN_TRANSACTION_MS = 1000;
/** More clients than any tool opens (Prisma Studio's pool is 10); one more is refused. */
const MAX_CLIENTS = 16;
/** A startup or query message larger than this is not a tool's: the connection is closed. */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/** Startup-phase request codes (the int32 after the length), from the PostgreSQL protocol. */
const PROTOCOL_3_0 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I': ReadyForQuery outside any transaction
const PARSE = 0x50; // 'P'
const CLOSE = 0x43; // 'C'
const TERMINATE = 0x58; // 'X'

/**
 * Ends whatever a client left open, whatever the state: an Execute of a portal that cannot exist
 * fails, which aborts an extended-protocol sequence that never reached its Sync (a Sync alone would
 * commit it); the Sync ends that sequence; the ROLLBACK ends an explicit transaction, failed or not.
 */
const ABANDON = Buffer.concat([serialize.execute({ portal: 'pglite_wire_abandoned' }), serialize.sync(), serialize.query('ROLLBACK')]);

/**
 * The session's settings back to the shop's: a client's SET (or SET ROLE) would otherwise stay in
 * the one session after the client's turn, under the shop's queries (a search_path without the
 * shop's tables, a statement_timeout). About 30-90 µs of PGlite per turn.
 */
const RESET_SESSION = serialize.query('RESET SESSION AUTHORIZATION; RESET ROLE; RESET ALL');

export interface PgliteWireServerOptions {
  /** Told when a client is cut off, in one line (the caller logs it). */
  onWarning?: (message: string) => void;
}

/**
 * Serves a PGlite that this process also uses (through Prisma) to PostgreSQL clients such as
 * Prisma Studio, over the wire protocol.
 *
 * PGlite is one PostgreSQL session, so whatever a client does runs in the session the shop's own
 * queries use. Taking turns per message, as `@electric-sql/pglite-socket` does, is not enough:
 * between a client's BEGIN and its COMMIT (or between its Parse and its Sync) the shop's queries
 * would run inside the client's transaction and vanish with its ROLLBACK, and a client's message
 * could land between two statements of one of the shop's transactions. So the turn is a whole
 * unit of the client's work: from its first message until PostgreSQL answers ReadyForQuery with
 * the session idle. For that span the client holds PGlite's transaction lock, the one every
 * query and transaction of the shop (pglite-prisma-adapter: `query`, `transaction`) takes first;
 * turns are granted in arrival order, so a client waits behind at most the shop's work already
 * queued, and the shop behind at most one unit of a client's.
 *
 * A client that holds its turn and goes quiet (a transaction left open in psql, a dropped
 * connection mid-sequence) would stall the shop: after IDLE_IN_TRANSACTION_MS its work is rolled
 * back and it is disconnected, like PostgreSQL's idle_in_transaction_session_timeout. A client
 * that disconnects is treated the same way at once, and the prepared statements it named are
 * deallocated, as PostgreSQL does when a connection ends.
 */
export class PgliteWireServer {
  private readonly server: Server;
  private readonly clients = new Set<WireClient>();
  private readonly onWarning: (message: string) => void;

  constructor(
    private readonly pglite: PGlite,
    options: PgliteWireServerOptions = {},
  ) {
    this.onWarning = options.onWarning ?? (() => undefined);
    this.server = createServer((socket) => this.accept(socket));
  }

  /** Listens on a Unix domain socket at `path`. */
  async listen(path: string): Promise<void> {
    await once(this.server.listen(path), 'listening');
  }

  /**
   * Listens on a free port of 127.0.0.1, open to every user of this machine: only for a process
   * that holds the database for a tool of its own, where no socket can be made (`npm run studio`).
   */
  async listenOnLoopback(): Promise<number> {
    await once(this.server.listen(0, '127.0.0.1'), 'listening');
    return (this.server.address() as AddressInfo).port;
  }

  /** Stops listening and ends every client, rolling back what they left open. */
  async close(): Promise<void> {
    const closed = new Promise<void>((done) => this.server.close(() => done()));
    const clients = [...this.clients];
    await Promise.all(clients.map((client) => client.end()));
    // A client that does not close its end of the connection must not hold the shutdown.
    for (const client of clients) client.destroy();
    await closed;
  }

  private accept(socket: Socket): void {
    if (this.clients.size >= MAX_CLIENTS) {
      socket.end(errorResponse('FATAL', '53300', `too many clients on the shop's database socket (${MAX_CLIENTS})`));
      return;
    }
    const client = new WireClient(socket, this.pglite, this.onWarning);
    this.clients.add(client);
    socket.once('close', () => {
      this.clients.delete(client);
      void client.end();
    });
  }
}

/** One client connection: its bytes cut into messages, run one at a time, in order. */
class WireClient {
  private input: Buffer = Buffer.alloc(0);
  private started = false;
  private ended = false;
  /** The messages of this client run one after another on this chain. */
  private work: Promise<void> = Promise.resolve();
  private pending = 0;
  /** While this client's unit of work is open: gives PGlite back to the shop. */
  private release: (() => void) | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Prepared statements this client named, deallocated when it leaves. */
  private readonly statements = new Set<string>();

  constructor(
    private readonly socket: Socket,
    private readonly pglite: PGlite,
    private readonly onWarning: (message: string) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    // A client that vanishes is handled by 'close'; the error itself says nothing more.
    socket.on('error', () => undefined);
  }

  /** Leaves PGlite as the client found it, then closes the connection. Safe to call twice. */
  end(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      clearTimeout(this.idleTimer);
      this.work = this.work.then(() => this.leave());
    }
    return this.work;
  }

  destroy(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    if (this.ended) return;
    this.input = this.input.length === 0 ? chunk : Buffer.concat([this.input, chunk]);
    for (let message = this.nextMessage(); message; message = this.nextMessage()) {
      const next = message;
      this.pending++;
      clearTimeout(this.idleTimer);
      this.work = this.work.then(() => this.run(next)).catch(() => this.fail());
    }
  }

  /** The next complete message in the input, or undefined; answers the startup-phase requests itself. */
  private nextMessage(): Buffer | undefined {
    for (;;) {
      // A message is a type byte and an int32 length that counts itself; startup-phase ones have no type byte.
      const minimum = this.started ? 5 : 8;
      if (this.input.length < minimum) return undefined;
      const length = this.started ? 1 + this.input.readInt32BE(1) : this.input.readInt32BE(0);
      if (length < minimum || length > MAX_MESSAGE_BYTES) {
        this.socket.destroy();
        this.input = Buffer.alloc(0);
        return undefined;
      }
      if (this.input.length < length) return undefined;
      const message = this.input.subarray(0, length);
      this.input = this.input.subarray(length);
      if (this.started) return message;
      const code = message.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        // Neither is offered on a local socket: the client goes on in plain text.
        this.socket.write('N');
        continue;
      }
      if (code === CANCEL_REQUEST || code !== PROTOCOL_3_0) {
        // PGlite cannot interrupt a statement (it runs to its end on this thread): nothing to cancel.
        this.socket.destroy();
        return undefined;
      }
      this.started = true;
      return message;
    }
  }

  private async run(message: Buffer): Promise<void> {
    this.pending--;
    if (this.ended) return;
    // Only the startup message begins with a zero byte (its length's); every other one with its type.
    const isStartup = message[0] === 0;
    if (message[0] === TERMINATE) {
      this.socket.end();
      return;
    }
    this.release ??= await this.takeTurn();
    if (this.ended) return;
    const answer = new BackendMessages();
    await this.pglite.runExclusive(() =>
      this.pglite.execProtocolRawStream(message, {
        onRawData: (bytes) => {
          answer.follow(bytes);
          // PGlite reuses the buffer behind `bytes` for its next answer.
          if (this.socket.writable) this.socket.write(Buffer.from(bytes));
        },
      }),
    );
    if (isStartup) {
      // PGlite answers the startup itself and applies none of its parameters: nothing to undo.
      this.giveTurnBack();
      return;
    }
    this.noteStatement(message);
    if (answer.readyStatus === IDLE) {
      await this.execute(RESET_SESSION);
      this.giveTurnBack();
    } else if (this.pending === 0) {
      this.idleTimer = setTimeout(() => this.cutOff(), IDLE_IN_TRANSACTION_MS);
    }
  }

  /** Runs messages of this server's own in the client's turn; their answers go nowhere. */
  private execute(messages: Uint8Array): Promise<void> {
    return this.pglite.runExclusive(() => this.pglite.execProtocolRawStream(messages, { onRawData: () => undefined }));
  }

  /** Waits for PGlite's transaction lock and keeps it until the returned function is called. */
  private takeTurn(): Promise<() => void> {
    return new Promise((granted) => {
      void this.pglite._runExclusiveTransaction(() => new Promise<void>((release) => granted(release)));
    });
  }

  private giveTurnBack(): void {
    clearTimeout(this.idleTimer);
    this.release?.();
    this.release = undefined;
  }

  private noteStatement(message: Buffer): void {
    if (message[0] === PARSE) {
      const name = cString(message, 5);
      if (name) this.statements.add(name);
    } else if (message[0] === CLOSE && message[5] === 0x53 /* 'S' */) {
      this.statements.delete(cString(message, 6));
    }
  }

  private cutOff(): void {
    if (this.ended || !this.release) return;
    this.onWarning(
      `A client of the shop's database socket kept a transaction open for ${IDLE_IN_TRANSACTION_MS} ms without a query while the shop waited: rolled back and disconnected`,
    );
    const message =
      'terminating connection due to idle-in-transaction timeout: the shop waits while a transaction on its database socket is open';
    if (this.socket.writable) this.socket.write(errorResponse('FATAL', '25P03', message));
    this.socket.end();
    void this.end();
  }

  private fail(): void {
    this.socket.destroy();
    void this.end();
  }

  /** Rolls back what the client left open, drops its statements and settings, and gives PGlite back. */
  private async leave(): Promise<void> {
    const open = this.release !== undefined;
    if (open || this.statements.size > 0) {
      this.release ??= await this.takeTurn();
      const closes = [...this.statements].map((name) => serialize.close({ type: 'S', name }));
      await this.execute(Buffer.concat([...(open ? [ABANDON] : []), ...closes, serialize.sync(), RESET_SESSION])).catch(() => undefined);
      this.statements.clear();
    }
    this.giveTurnBack();
    if (!this.socket.destroyed) this.socket.end();
  }
}

/**
 * Follows the backend's messages as they stream out (in chunks that need not end on a message
 * boundary) to tell whether the answer ended with ReadyForQuery, and with which status.
 */
class BackendMessages {
  /** The status byte of a ReadyForQuery that ended the answer so far ('I', 'T' or 'E'), else undefined. */
  readyStatus: number | undefined;
  private header: number[] = [];
  private remaining = 0;
  private type = 0;

  follow(bytes: Uint8Array): void {
    let at = 0;
    while (at < bytes.length) {
      if (this.remaining > 0) {
        if (this.type === READY_FOR_QUERY && this.readyStatus === undefined) this.readyStatus = bytes[at];
        const taken = Math.min(this.remaining, bytes.length - at);
        at += taken;
        this.remaining -= taken;
        continue;
      }
      this.header.push(bytes[at++]);
      if (this.header.length < 5) continue;
      const [type, a, b, c, d] = this.header;
      this.header = [];
      this.type = type;
      this.remaining = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
      this.readyStatus = undefined;
    }
  }
}

function cString(message: Buffer, start: number): string {
  const end = message.indexOf(0, start);
  return message.toString('utf8', start, end < 0 ? message.length : end);
}

/** An ErrorResponse message, as PostgreSQL sends one. */
function errorResponse(severity: 'ERROR' | 'FATAL', code: string, text: string): Buffer {
  // The type byte 'E', then the length (which counts itself but not the type), then the fields.
  const message = Buffer.from(`E\0\0\0\0S${severity}\0V${severity}\0C${code}\0M${text}\0\0`, 'utf8');
  message.writeInt32BE(message.length - 1, 1);
  return message;
}
