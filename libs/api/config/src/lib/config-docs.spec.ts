import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { ENV_SCHEMA, loadConfig } from './load-config';

/**
 * The two places an operator reads the configuration, held to the schema: the table in
 * docs/deployment.md (one row per variable, its default) and .env.example (one line per variable,
 * set to its default or commented out when it has none). A variable added to ENV_SCHEMA without
 * its row and its line, or a default changed in one place only, fails here.
 */
const WORKSPACE_ROOT = resolve(__dirname, '../../../../..');
const HEADER = '| Variable | Default | Meaning |';

type Name = keyof typeof ENV_SCHEMA.shape;
const variablesRead = () => (Object.keys(ENV_SCHEMA.shape) as Name[]).sort();
/** What the server uses for a variable that is not set. */
const defaultOf = (name: Name): unknown => ENV_SCHEMA.shape[name].parse(undefined);
const valueOf = (name: Name, text: string): unknown => ENV_SCHEMA.shape[name].parse(text);

interface Row {
  name: string;
  defaultCell: string;
}

function tableRows(markdown: string): Row[] {
  const start = markdown.indexOf(HEADER);
  if (start < 0) throw new Error(`docs/deployment.md has no table headed "${HEADER}"`);
  const lines = markdown.slice(start).split('\n');
  const body = lines.slice(
    2,
    lines.findIndex((line, i) => i > 0 && !line.startsWith('|')),
  );
  return body.map((line) => {
    const row = /^\| `([A-Z][A-Z0-9_]*)` \| (.+?) \| .+ \|$/.exec(line);
    if (!row) throw new Error(`A row of the configuration table must be | \`NAME\` | default | meaning |: ${line}`);
    return { name: row[1], defaultCell: row[2] };
  });
}

/** Each variable .env.example names: its value, or null when the line is commented out. */
function exampleLines(text: string): Map<string, string | null> {
  const lines = new Map<string, string | null>();
  for (const [, commented, name, value] of text.matchAll(/^(#\s?)?([A-Z][A-Z0-9_]+)=(.*)$/gm)) {
    lines.set(name, commented ? null : value);
  }
  return lines;
}

describe('docs/deployment.md and .env.example, against ENV_SCHEMA', () => {
  const example = readFileSync(join(WORKSPACE_ROOT, '.env.example'), 'utf8');
  const rows = tableRows(readFileSync(join(WORKSPACE_ROOT, 'docs/deployment.md'), 'utf8'));
  const lines = exampleLines(example);

  it('the table has one row per variable the server reads, and no other', () => {
    expect(rows.map((row) => row.name).sort()).toEqual(variablesRead());
  });

  it('.env.example names every variable the server reads, set or commented out, and no other', () => {
    expect([...lines.keys()].sort()).toEqual(variablesRead());
  });

  it("gives each variable the schema's default, in the table and in .env.example alike", () => {
    for (const { name, defaultCell } of rows) {
      const variable = name as Name;
      const literal = /^`([^`]*)`$/.exec(defaultCell);
      if (literal) {
        // A default written as a value: the schema applies exactly that value when the variable
        // is unset, and .env.example sets the same text.
        expect({ name, default: valueOf(variable, literal[1]) }).toEqual({ name, default: defaultOf(variable) });
        expect({ name, example: lines.get(name) }).toEqual({ name, example: literal[1] });
      } else {
        // "*unset*": the schema leaves it unset (or empty), and .env.example comments it out.
        expect({ name, cell: defaultCell }).toEqual({ name, cell: expect.stringMatching(/^\*unset\*/) });
        const fallback = defaultOf(variable);
        expect({ name, empty: fallback === undefined || (Array.isArray(fallback) && fallback.length === 0) }).toEqual({
          name,
          empty: true,
        });
        expect({ name, example: lines.get(name) }).toEqual({ name, example: null });
      }
    }
  });

  it('.env.example as it stands configures what no file does', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'shop-config-'));
    mkdirSync(join(cwd, 'dist/apps/web'), { recursive: true });
    writeFileSync(join(cwd, 'dist/apps/web/index.html'), '<!doctype html>');
    expect(loadConfig(parseEnv(example), cwd)).toEqual(loadConfig({}, cwd));
  });
});
