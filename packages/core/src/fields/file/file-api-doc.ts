import { maxUserFileNameLength } from '../../user-files/user-file.js';
import type { CellApiDoc } from '../field-type.js';
import { maxFilesPerCell, maxVisibleNameLength } from './file-items.js';

const thumbnailSchema = {
  type: 'object',
  properties: { url: { type: 'string' }, width: { type: ['integer', 'null'] }, height: { type: ['integer', 'null'] } },
};

const fileSchema = {
  type: 'object',
  properties: {
    visible_name: { type: 'string' },
    name: { type: 'string' },
    size: { type: 'integer' },
    mime_type: { type: 'string' },
    is_image: { type: 'boolean' },
    image_width: { type: ['integer', 'null'] },
    image_height: { type: ['integer', 'null'] },
    uploaded_at: { type: 'string' },
    url: { type: 'string' },
    thumbnails: { anyOf: [{ type: 'object', additionalProperties: thumbnailSchema }, { type: 'null' }] },
  },
  required: ['visible_name', 'name', 'size', 'mime_type', 'is_image', 'uploaded_at', 'url'],
};

const name = 'VXotniBOVm8tbstZkKsMKbj2Qg7KmPvn_39d354a76abe56baaf569ad87d0333f58ee4bf3eed368e3b9dc736fd18b09dfd.png';

/** How the API documentation describes a file cell: files in answers, user file names in bodies (contract §9.4). */
export const fileApiDoc: CellApiDoc<object> = {
  accepts: () =>
    'A list of {"name": <user file name>, "visible_name"?: <text>} for files uploaded with /api/user-files/upload-file/ or upload-via-url/; it replaces the cell\'s files. null means [].',
  responseSchema: () => ({ type: 'array', items: fileSchema }),
  requestSchema: () => ({
    anyOf: [
      {
        type: 'array',
        maxItems: maxFilesPerCell,
        items: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: maxUserFileNameLength }, visible_name: { type: 'string', maxLength: maxVisibleNameLength } },
          required: ['name'],
        },
      },
      { type: 'null' },
    ],
  }),
  example: () => ({
    response: [
      {
        visible_name: 'photo.png',
        name,
        size: 229940,
        mime_type: 'image/png',
        is_image: true,
        image_width: 1280,
        image_height: 585,
        uploaded_at: '2021-07-22T12:45:00+00:00',
        url: `https://cellar.example.com/media/user_files/${name}`,
        thumbnails: {
          tiny: { url: `https://cellar.example.com/media/thumbnails/tiny/${name}`, width: null, height: 21 },
          small: { url: `https://cellar.example.com/media/thumbnails/small/${name}`, width: 48, height: 48 },
        },
      },
    ],
    request: [{ name, visible_name: 'photo.png' }],
  }),
};
