/**
 * The form in which a storefront path is matched (spec §2: case-insensitive, trailing slash
 * optional): lower case, without a trailing slash except `/` itself, `''` as `/`. The app's route
 * table, the server's lookup of a request and the manifest's pages all use this one form.
 */
export function routeKey(path: string): string {
  const lower = path.toLowerCase();
  if (lower === '') return '/';
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Whether `path` is already a route key: what the manifest's paths must be. */
export function isRouteKey(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?!\/)/.test(path) && routeKey(path) === path;
}
