import type { TestClient } from './test-server';

/** POSTs with `Accept: text/event-stream` and reads the whole stream as events. */
export async function streamPost(client: TestClient, path: string, body: unknown): Promise<{ status: number; contentType: string; events: Array<{ event: string; data: any }> }> {
  const res = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin: client.baseUrl, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', events };
}

