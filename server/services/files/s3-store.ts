/**
 * Uploads in an S3-compatible bucket (FILES_URL=s3://bucket/prefix): objects <prefix>/<resource>/<field>/<id>,
 * read and written by the server only. Browsers still fetch them through the app's signed links, so
 * the bucket stays private and the links, headers and CSP are the folder's (docs/decisions.md#identity-and-runtime).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Location } from '../../config-values';
import { keyPath } from './file-key';
import { createFileLinks } from './links';
import type { FileStore } from './store';

const SECRET_KEY = '.secret';

function clientFor(location: S3Location): S3Client {
  // The SDK warns on Node 20 that its releases after January 2027 need Node 22; the lockfile pins
  // one that runs here (docs/runtime.md#files), so the warning would only blur the start-up lines.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    // Most S3-compatible servers (MinIO, s3rver) serve bucket/key paths, not bucket.host names.
    forcePathStyle: Boolean(location.endpoint),
    credentials: location.credentials,
    // Checksums only where S3 demands them: several S3-compatible servers refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An endpoint that never answers fails the request (and the start) instead of hanging it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: unknown } | null)?.name;

export async function openS3Store(location: S3Location, filesSecret?: string): Promise<FileStore> {
  const client = clientFor(location);
  const Bucket = location.bucket;
  const objectKey = (path: string) => (location.prefix ? `${location.prefix}/${path}` : path);

  /** If-None-Match: never replaces an object (ids are fresh; the secret is written once). */
  const create = (path: string, bytes: Uint8Array) =>
    client.send(new PutObjectCommand({ Bucket, Key: objectKey(path), Body: bytes, IfNoneMatch: '*' }));
  const remove = (path: string) =>
    client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(path) })).then(() => undefined);
  async function read(path: string): Promise<Buffer | undefined> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(path) }));
      const bytes = await answer.Body!.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (nameOf(error) === 'NoSuchKey' || statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  // Proves the bucket, the credentials and the right to write and delete before anything is served.
  const probe = `.write-test-${randomUUID()}`;
  await create(probe, new Uint8Array());
  await remove(probe);
  const secret = filesSecret ?? (await bucketSecret({ create, read }));
  return {
    links: createFileLinks(secret),
    write: async (key, bytes) => void (await create(keyPath(key), bytes)),
    read: (key) => read(keyPath(key)),
    remove: (key) => remove(keyPath(key)),
  };
}

/**
 * The link-signing key kept in the bucket beside the files, as the folder keeps its own: every
 * instance on the bucket signs and checks links alike without FILES_SECRET. Of instances starting
 * together, the first write wins (If-None-Match); the others get 412 and read it.
 */
async function bucketSecret(objects: {
  create: (path: string, bytes: Uint8Array) => Promise<unknown>;
  read: (path: string) => Promise<Buffer | undefined>;
}): Promise<string> {
  const stored = await objects.read(SECRET_KEY);
  if (!stored) {
    try {
      await objects.create(SECRET_KEY, Buffer.from(randomBytes(32).toString('hex')));
    } catch (error) {
      if (statusOf(error) !== 412 && statusOf(error) !== 409) throw error;
    }
  }
  // Read back even after writing it: a server that ignores If-None-Match keeps the last writer's.
  const secret = (stored ?? (await objects.read(SECRET_KEY)))?.toString('utf8').trim();
  if (!secret) throw Object.assign(new Error(`The bucket's ${SECRET_KEY} is empty`), { name: 'EmptySecret' });
  return secret;
}
