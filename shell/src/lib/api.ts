// Fetch wrapper for the REST contract (SPEC §7). Same origin: the HTTP entry serves /api.

/** Paths get an /api prefix unless they already have one; absolute URLs pass through. */
function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.replace(/^\/+/, '');
  return clean.startsWith('api/') ? `/${clean}` : `/api/${clean}`;
}

export function apiFetch(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Debug': 'true' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(apiUrl(path), {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The human part of an error body: its JSON `message` if any, else the text, else the status text. */
export async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
        return (parsed as { message: string }).message;
      }
    } catch {
      // not JSON: the raw text is the message
    }
    return text;
  }
  return response.statusText;
}

/** Throws `${status}: ${message}` on a non-OK answer (SPEC §8). */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await apiFetch(method, path, body);
  if (!response.ok) throw new Error(`${response.status}: ${await errorText(response)}`);
  return response;
}

/** The message to show for anything thrown. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
