/**
 * The connection page: shown by main when the server address is invalid or the
 * server does not answer. It talks to main only through `window.larder`.
 */
import type { ConnectResult, LarderBridge, ServerUrlSource } from '../shared/ipc-contract';

const SOURCE_LABELS: Record<ServerUrlSource, string> = {
  env: 'Now using the address from LARDER_SERVER_URL.',
  settings: 'Now using the saved address.',
  default: 'Now using the default address.',
  entered: 'Now using the address entered here.',
};

function element<T extends HTMLElement>(doc: Document, id: string, type: { new (): T }): T {
  const found = doc.getElementById(id);
  if (!(found instanceof type)) throw new Error(`The connection page has no #${id}.`);
  return found;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function mountConnectionPage(doc: Document, bridge: LarderBridge | undefined): void {
  const form = element(doc, 'connect-form', HTMLFormElement);
  const input = element(doc, 'server-url', HTMLInputElement);
  const connect = element(doc, 'connect', HTMLButtonElement);
  const retry = element(doc, 'retry', HTMLButtonElement);
  const message = element(doc, 'form-message', HTMLDivElement);
  const problem = element(doc, 'problem', HTMLDivElement);
  const problemText = element(doc, 'problem-text', HTMLParagraphElement);
  const currentSource = element(doc, 'current-source', HTMLSpanElement);

  function showMessage(kind: 'error' | 'success' | 'progress', text: string): void {
    message.className = `message message-${kind}`;
    message.textContent = text;
    message.hidden = false;
    input.setAttribute('aria-invalid', kind === 'error' ? 'true' : 'false');
  }

  function setBusy(busy: boolean): void {
    connect.disabled = busy;
    retry.disabled = busy;
    input.readOnly = busy;
  }

  if (bridge === undefined) {
    setBusy(true);
    showMessage('error', 'This page works only inside the Larder operator console app.');
    return;
  }
  const larder = bridge;

  async function refreshInfo(fillInput: boolean): Promise<void> {
    const info = await larder.getServerUrl();
    if (fillInput) input.value = info.serverUrl;
    currentSource.textContent = SOURCE_LABELS[info.source] ?? '';
    problem.hidden = info.problem === null;
    problemText.textContent = info.problem ?? '';
  }

  async function run(action: () => Promise<ConnectResult>, progress: string): Promise<void> {
    setBusy(true);
    showMessage('progress', progress);
    try {
      const result = await action();
      if (result.ok) {
        showMessage('success', `${result.message} Opening the console…`);
        problem.hidden = true;
        await refreshInfo(false).catch(() => undefined);
        return; // main now loads the server's admin page in this window
      }
      showMessage('error', result.message);
      await refreshInfo(false).catch(() => undefined);
    } catch (error) {
      showMessage('error', `The console app did not answer: ${describe(error)}`);
    } finally {
      setBusy(false);
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = input.value.trim();
    void run(() => larder.setServerUrl(value), `Connecting to ${value || 'the server'}…`);
  });

  retry.addEventListener('click', () => {
    void run(() => larder.retry(), 'Trying the current address again…');
  });

  refreshInfo(true).catch((error: unknown) => {
    showMessage('error', `The console app did not answer: ${describe(error)}`);
  });
  input.focus();
}
