import * as z from 'zod/mini';
import { idSchema, isoDateTime, ok, type Endpoint } from './common';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from './constants';

/**
 * KYC documents. get-document-label and get-documents are named by the spec (token required) without a shape;
 * their shapes and the upload call are designed here. Upload is JSON with base64 content (max 25 MB).
 */

export const documentStatus = z.enum(['requested', 'pending', 'confirmed', 'rejected']);
export type DocumentStatus = z.infer<typeof documentStatus>;
export const documentSide = z.enum(['front', 'back']);

export const documentLabel = z.object({
  id: idSchema,
  key: z.enum(['IDENTITY', 'ADDRESS', 'BANK']),
  name: z.string(),
  description: z.string(),
  sides: z.array(documentSide),
});
export type DocumentLabel = z.infer<typeof documentLabel>;

export const userDocument = z.object({
  id: idSchema,
  labelId: idSchema,
  side: documentSide,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().check(z.int()),
  status: documentStatus,
  rejectReason: z.nullable(z.string()),
  createdAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
});
export type UserDocument = z.infer<typeof userDocument>;

export const getDocumentLabel = {
  method: 'GET',
  path: '/api/user/get-document-label',
  response: ok(z.array(documentLabel)),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const getDocuments = {
  method: 'GET',
  path: '/api/user/get-documents',
  response: ok(z.object({ documents: z.array(userDocument), kycStatus: z.string() })),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const uploadDocumentBody = z.object({
  labelId: idSchema,
  side: documentSide,
  fileName: z.string().check(z.minLength(1), z.maxLength(255)),
  mimeType: z.enum(UPLOAD_MIME_TYPES),
  /** Base64 file content. */
  contentBase64: z.string().check(z.minLength(1), z.maxLength(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 4)),
});

/** A pending upload is reviewed within 24 h (dev backend: when the clock passes 24 h, file names containing
 * "reject" get rejected, others confirmed). */
export const uploadDocument = {
  method: 'POST',
  path: '/api/user/upload-document',
  body: uploadDocumentBody,
  response: ok(z.object({ document: userDocument })),
  auth: 'required',
  designedHere: true,
  errors: ['UPLOAD_FAILED', 'UPLOAD_INVALID_TYPE', 'UPLOAD_TOO_LARGE'],
} as const satisfies Endpoint;
