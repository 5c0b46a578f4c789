// Object URLs for previews of chosen files, created when a file is chosen (not during render) and
// revoked when replaced or when the component goes away.
import { useEffect, useRef, useState } from 'react';

export function useFilePreview() {
  const [preview, setPreview] = useState<{ file: Blob; url: string } | null>(null);
  // Every URL handed out, so that unmounting revokes what is still alive.
  const aliveRef = useRef(new Set<string>());
  useEffect(() => {
    const alive = aliveRef.current;
    return () => alive.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  /** Makes the preview of `file` (or clears it). */
  const show = (file: Blob | null) => {
    if (preview) {
      URL.revokeObjectURL(preview.url);
      aliveRef.current.delete(preview.url);
    }
    let url: string | null = null;
    try {
      url = file ? URL.createObjectURL(file) : null;
    } catch {
      url = null; // no preview, the file is still used
    }
    if (url) aliveRef.current.add(url);
    setPreview(file && url ? { file, url } : null);
  };

  /** The preview URL of `file`, if it is the one last shown. */
  const urlOf = (file: Blob | null) => (file && preview?.file === file ? preview.url : null);

  return { show, urlOf };
}
