// A callback ref that keeps a CSS variable on <html> equal to the element's height while it is
// shown, so fixed parts of the layout (the desktop sidebar) can start below it.
import { useCallback } from 'react';

export function usePublishedHeight(variable: string): (element: HTMLElement | null) => (() => void) | void {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const root = document.documentElement;
      const publish = () => root.style.setProperty(variable, `${element.offsetHeight}px`);
      publish();
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
      observer?.observe(element);
      return () => {
        observer?.disconnect();
        root.style.removeProperty(variable);
      };
    },
    [variable],
  );
}
