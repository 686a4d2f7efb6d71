/**
 * Local storage as a docs page must use it: a reader can block site data (every access throws a SecurityError) or
 * the origin's quota can be full (every write throws a QuotaExceededError). Nothing the site keeps there is needed
 * to read a page, so a read that throws is "nothing stored" and a write that throws is forgotten: the page
 * renders and the choice holds for this visit. Every read and write of storage on the site goes through here
 * (or, in the inline head script, through the same try/catch).
 */
import { useCallback, useEffect, useState } from 'react';

function storage(): Storage | undefined {
  // Reading the property itself throws when site data is blocked.
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** The stored value, or null when nothing is stored or storage cannot be read. */
export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` (null removes the key). Returns whether it was kept: false when storage is blocked or full. */
export function writeStored(key: string, value: string | null): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Same-page notice of a write, so every component showing the key follows it (the `storage` event fires only in other tabs). */
const SAME_PAGE_EVENT = 'patchbay:stored';

interface StoredDetail {
  key: string;
  value: string | null;
}

/**
 * A stored string as React state. The first render shows `null` (what the server rendered: it cannot know the
 * reader's storage); the stored value arrives in a passive effect after hydration. Setting it updates every
 * component that shows the key, on this page and in other tabs, and holds for the visit even when storage refuses.
 */
export function useStored(key: string): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    setValue(readStored(key));
    const onOtherTab = (event: StorageEvent) => {
      if (event.key === key) setValue(event.newValue);
    };
    const onThisPage = (event: Event) => {
      const detail = (event as CustomEvent<StoredDetail>).detail;
      if (detail.key === key) setValue(detail.value);
    };
    window.addEventListener('storage', onOtherTab);
    window.addEventListener(SAME_PAGE_EVENT, onThisPage);
    return () => {
      window.removeEventListener('storage', onOtherTab);
      window.removeEventListener(SAME_PAGE_EVENT, onThisPage);
    };
  }, [key]);
  const set = useCallback(
    (next: string | null) => {
      writeStored(key, next);
      window.dispatchEvent(new CustomEvent<StoredDetail>(SAME_PAGE_EVENT, { detail: { key, value: next } }));
    },
    [key],
  );
  return [value, set];
}
