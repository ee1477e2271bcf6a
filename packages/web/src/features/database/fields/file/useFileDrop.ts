import type { FileItem } from '@cellar/core';
import { useState, type DragEvent } from 'react';
import { useNotifyError } from '../../useNotifyError';
import { fileItemOf } from './fileValues';
import { useUploader } from './UploaderContext';

/**
 * Files dropped on a cell (spec §4): 'Drop files here' while dragging over it, then each file
 * uploaded one at a time, named by a placeholder until it is in, and appended to `files`. Every
 * upload reports the longer list; the last report is `final`. A failed file is told and skipped.
 */
export function useFileDrop(files: FileItem[], onChange: (files: FileItem[], final: boolean) => void) {
  const [dragging, setDragging] = useState(false);
  const [pending, setPending] = useState<string[]>([]);
  const uploader = useUploader();
  const notifyError = useNotifyError();

  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files];
    setPending(dropped.map((file) => file.name));
    let current = files;
    for (const file of dropped) {
      try {
        current = [...current, fileItemOf(await uploader.uploadFile(file, () => undefined))];
        onChange(current, false);
      } catch (error) {
        notifyError(error);
      }
      setPending((names) => names.slice(1));
    }
    onChange(current, true);
  };

  const dropTarget = {
    onDragOver(event: DragEvent) {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop,
  };
  return { dragging, pending, dropTarget };
}
