import { randomBytes } from 'node:crypto';
import { exportFileExtensions, type ExporterType } from '@cellar/core';
import { storagePaths } from '../../user-files/storage/file-storage.js';

/** A random part for an export's file name, chosen when the job is queued (kept in its params). */
export function newFileToken(): string {
  return randomBytes(16).toString('hex');
}

/**
 * An export's file name: the job's id and the token from its params, so cleanup finds the file
 * even when the job failed before saying what it made, and nobody can guess another's URL.
 */
export function exportFileName(jobId: number, params: { exporter_type: ExporterType; file_token: string }): string {
  return `${jobId}-${params.file_token}.${exportFileExtensions[params.exporter_type]}`;
}

/** Where an export's file is kept in the media storage (served under /media/ as a download). */
export function exportFilePath(name: string): string {
  return storagePaths.exportFile(name);
}

/** The URL an export's file downloads from. */
export function exportFileUrl(mediaUrl: string, name: string): string {
  return new URL(exportFilePath(name), mediaUrl.endsWith('/') ? mediaUrl : `${mediaUrl}/`).toString();
}
