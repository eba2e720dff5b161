/**
 * Replacing a document by an uploaded PDF (fiscal attestations, SEPA mandates): `choose(target)`
 * opens the browser's file chooser for that row; once a file is picked, `onFile` gets the row
 * and the file as the multipart body carries it. Render `input` (hidden) once.
 */
import { useRef, type ReactNode } from 'react';
import type { UploadedFile } from '../../api/endpoint';
import { ACCEPTED_FILES, acceptAttribute } from '../../domain/files/fileTypes';

export function usePdfUpload<Target>(label: string, onFile: (target: Target, document: UploadedFile) => void | Promise<void>): { choose(target: Target): void; input: ReactNode } {
  return useFileUpload(label, onFile, acceptAttribute(ACCEPTED_FILES.pdf), 'application/pdf');
}

/** The same for any kind of file the chooser offers (`accept`: MIME types; a picture's); `fallbackType` when the browser gives none. */
export function useFileUpload<Target>(
  label: string,
  onFile: (target: Target, file: UploadedFile) => void | Promise<void>,
  accept: string,
  fallbackType = 'application/octet-stream',
): { choose(target: Target): void; input: ReactNode } {
  const ref = useRef<HTMLInputElement>(null);
  // A ref, not state: the chooser's answer may come before a re-render.
  const target = useRef<{ value: Target } | null>(null);
  const picked = async (file: File | undefined) => {
    if (!file || !target.current) return;
    await onFile(target.current.value, { fileName: file.name, mimeType: file.type || fallbackType, bytes: new Uint8Array(await file.arrayBuffer()) });
  };
  const input = (
    <input ref={ref} type="file" accept={accept} hidden aria-label={label}
      onChange={(event) => {
        const element = event.target as HTMLInputElement;
        void picked(element.files?.[0]);
        element.value = '';
      }} />
  );
  return {
    choose: (value) => {
      target.current = { value };
      ref.current?.click();
    },
    input,
  };
}
