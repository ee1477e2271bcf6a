import type { Browser, Page } from 'playwright-core';

/** Calls Cellar's REST API as a signed-in person (or anonymously without a token); throws on an error answer. */
export async function callApi<T>(baseUrl: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A page in a browser context of its own, signed in with `token` as the web app keeps it (its cookie). */
export async function signedInPage(browser: Browser, baseUrl: string, token: string, viewport = { width: 1280, height: 800 }, locale?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, ...(locale ? { locale } : {}) });
  await context.addCookies([{ name: 'jwt_token', value: token, url: baseUrl }]);
  return context.newPage();
}

/** Signs Ada up on a fresh Cellar (she becomes staff): her token and the database sign-up gives her. */
export async function signUpAda(baseUrl: string): Promise<{ token: string; databaseId: number }> {
  const body = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine', authenticate: true };
  const { token } = await callApi<{ token: string }>(baseUrl, undefined, 'POST', '/user/', body);
  const [database] = await callApi<{ id: number }[]>(baseUrl, token, 'GET', '/applications/');
  return { token, databaseId: database!.id };
}
