import type { UserFile } from '@cellar/core';
import { ApiError } from '../../../../api';

/** How files reach the server; tests provide a fake one through `UploaderProvider`. */
export interface Uploader {
  /** Uploads one file; `onProgress` gets the percentage sent so far. */
  uploadFile(file: File, onProgress: (percent: number) => void): Promise<UserFile>;
  uploadViaUrl(url: string): Promise<UserFile>;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The browser's uploader. The file goes with XMLHttpRequest, not fetch, because only XHR reports
 * upload progress; failures become the same ApiError every other call gives.
 */
export function xhrUploader(getToken: () => string | null): Uploader {
  const send = (path: string, body: XMLHttpRequestBodyInit, json: boolean, onProgress?: (percent: number) => void) =>
    new Promise<UserFile>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `/api/user-files/${path}/`);
      const token = getToken();
      if (token) request.setRequestHeader('Authorization', `JWT ${token}`);
      if (json) request.setRequestHeader('Content-Type', 'application/json');
      request.setRequestHeader('Accept', 'application/json');
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      request.onload = () => {
        const payload = parse(request.responseText);
        if (request.status >= 200 && request.status < 300) resolve(payload as UserFile);
        else reject(new ApiError(request.status, payload));
      };
      request.onerror = () => reject(new ApiError(null, null));
      request.send(body);
    });
  return {
    uploadFile(file, onProgress) {
      const form = new FormData();
      form.append('file', file);
      return send('upload-file', form, false, onProgress);
    },
    uploadViaUrl: (url) => send('upload-via-url', JSON.stringify({ url }), true),
  };
}
