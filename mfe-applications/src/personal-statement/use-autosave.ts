import { useCallback, useEffect, useRef, useState } from 'react';
import { draftStore } from './draft-store';

/** How often the working draft is sent while it changes. */
const AUTOSAVE_MS = 3000;

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline';

/**
 * The editor's text, kept in the browser at every keystroke and sent every few seconds while it
 * differs from what the server has. A failed send (offline) keeps the text and tries again at the
 * next tick; nothing typed meanwhile is lost, since the text sent is only ever the latest.
 */
export function useAutosave(statementId: string, serverDraft: string, send: (draft: string) => Promise<unknown>) {
  const [text, setText] = useState(() => draftStore.pending(statementId) ?? serverDraft);
  const serverHas = useRef(serverDraft);
  const latest = useRef(text);
  const inFlight = useRef(false);
  const [status, setStatus] = useState<SaveStatus>(text === serverDraft ? 'saved' : 'unsaved');
  // The latest sender, without restarting the clock on every render (typing would put autosave off).
  const sender = useRef(send);
  useEffect(() => {
    sender.current = send;
  }, [send]);

  const edit = (next: string) => {
    latest.current = next;
    setText(next);
    draftStore.keep(statementId, next);
    setStatus(next === serverHas.current ? 'saved' : 'unsaved');
  };

  /** The server has this text (an autosave, or a version saved from it). */
  const confirmed = useCallback(
    (draft: string) => {
      serverHas.current = draft;
      draftStore.saved(statementId, draft);
      setStatus(latest.current === draft ? 'saved' : 'unsaved');
    },
    [statementId],
  );

  useEffect(() => {
    const tick = async () => {
      const draft = latest.current;
      if (inFlight.current || draft === serverHas.current) return;
      inFlight.current = true;
      setStatus('saving');
      try {
        await sender.current(draft);
        confirmed(draft);
      } catch {
        setStatus('offline');
      } finally {
        inFlight.current = false;
      }
    };
    const timer = setInterval(() => void tick(), AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [confirmed]);

  return { text, edit, status, confirmed };
}
