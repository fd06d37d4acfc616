// The container's health check (Dockerfile HEALTHCHECK, docker-compose.yml): exits 0 when the
// server in this container answers GET /api/health/ready with 2xx, 1 otherwise (not ready,
// draining, not listening, or no answer within 2.5 s). It reads PORT and HOST as the server does,
// so the check follows a port changed at run time.
const port = process.env.PORT?.trim() || '3000';
const host = process.env.HOST?.trim() || '0.0.0.0';
// A server listening on every interface is reached on loopback; one bound to an address, there.
const target = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

try {
  const response = await fetch(`http://${target}:${port}/api/health/ready`, { signal: AbortSignal.timeout(2_500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
