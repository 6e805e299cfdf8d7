import { UPLOAD_MAX_BYTES } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { fileProblem, readAsBase64, uploadMimeOf } from './fileRules';

describe('upload file rules', () => {
  it('takes jpg, jpeg, png and pdf only, by extension, and refuses a type that contradicts it', () => {
    expect(uploadMimeOf({ name: 'passport.JPG', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(uploadMimeOf({ name: 'bill.jpeg', type: '' })).toBe('image/jpeg');
    expect(uploadMimeOf({ name: 'card.png', type: 'image/png' })).toBe('image/png');
    expect(uploadMimeOf({ name: 'statement.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(uploadMimeOf({ name: 'funny.gif', type: 'image/gif' })).toBeNull();
    expect(uploadMimeOf({ name: 'scan.heic', type: 'image/heic' })).toBeNull();
    expect(uploadMimeOf({ name: 'fake.pdf', type: 'image/gif' })).toBeNull();
    expect(uploadMimeOf({ name: 'noextension', type: 'application/pdf' })).toBeNull();
  });

  it('refuses 25 MB and more, and empty files, before anything is sent', () => {
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: UPLOAD_MAX_BYTES - 1 })).toBeNull();
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: UPLOAD_MAX_BYTES })).toBe('size');
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 30 * 1024 * 1024 })).toBe('size');
    expect(fileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('empty');
  });

  it('reads a file as base64', async () => {
    expect(await readAsBase64(new Blob(['%PDF-1.4'], { type: 'application/pdf' }))).toBe(btoa('%PDF-1.4'));
  });
});
