/** The API's route patterns, kept so unrouted requests can be told 301 or 405 rather than 404. */
export class RouteTable {
  private readonly routes: { method: string; pattern: RegExp }[] = [];

  /** Records a route path in its `:param` form. */
  add(method: string, path: string): void {
    const source = path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? (segment.endsWith('id') ? '\\d+' : '[^/]+') : escapeRegExp(segment)))
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${source}$`) });
  }

  /** The methods some route accepts for a concrete path. */
  methodsFor(path: string): string[] {
    return this.routes.filter((route) => route.pattern.test(path)).map((route) => route.method);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
