import { useEffect } from 'react';

/** Sets the title while the page is shown; the app puts index.html's back when it moves to another page (app.tsx). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
