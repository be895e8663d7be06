import { useEffect } from 'react';

/** The browser tab's title: 'Members List - Sampark', or 'Sampark' alone. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Sampark' ? title : `${title} - Sampark`;
  }, [title]);
}
