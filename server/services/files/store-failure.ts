/**
 * A bucket the server cannot use at start (FILES_URL=s3://…), said in one line: which bucket,
 * where, why, and what to set. The folder's failures are DATA_DIR's (start-up-failure.ts).
 */
import type { FilesLocation } from '../../config-values';

/** Why, by the S3 error name or the network error code. */
const REASONS: Record<string, string> = {
  NoSuchBucket: 'the bucket does not exist',
  InvalidAccessKeyId: 'the access key AWS_ACCESS_KEY_ID is unknown there',
  SignatureDoesNotMatch: 'the secret key AWS_SECRET_ACCESS_KEY does not match the access key',
  AccessDenied: 'these credentials may not write and delete there',
  InvalidBucketName: 'the bucket name is refused there',
  PermanentRedirect: 'the bucket is in another region: set S3_REGION to it',
  AuthorizationHeaderMalformed: 'the bucket is in another region: set S3_REGION to it',
  CredentialsProviderError: 'no credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
  NotImplemented: 'the server does not take conditional writes (If-None-Match), which the app relies on',
  EmptySecret: 'its .secret object is empty: delete it to generate a new one, or set FILES_SECRET',
  ECONNREFUSED: 'nothing answers there',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'no such host',
  ECONNRESET: 'the connection was cut',
  ETIMEDOUT: 'no answer in time',
  TimeoutError: 'no answer in time',
  RequestTimeout: 'no answer in time',
};

function reasonOf(error: unknown): string | undefined {
  const { name, code, message, $metadata } = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    $metadata?: unknown;
  };
  for (const key of [name, code]) if (typeof key === 'string' && REASONS[key]) return REASONS[key];
  // Anything else the server answered (an S3 error) is a setting too; said with its own words.
  if ($metadata && typeof name === 'string')
    return `${name}${typeof message === 'string' && message && message !== name ? `: ${message.split('\n')[0].replace(/\.+$/, '')}` : ''}`;
  return undefined;
}

/** "Cannot store uploaded files in s3://b/p at http://…: the bucket does not exist. Check FILES_URL, …" or undefined (a fault). */
export function fileStoreFailure(location: FilesLocation, error: unknown): string | undefined {
  if (location.kind !== 's3') return undefined;
  const reason = reasonOf(error);
  if (!reason) return undefined;
  const url = `s3://${location.bucket}${location.prefix ? `/${location.prefix}` : ''}`;
  const where = location.endpoint ? `at ${location.endpoint}` : `on AWS in ${location.region}`;
  return `Cannot store uploaded files in ${url} ${where}: ${reason}. Check FILES_URL, S3_ENDPOINT, S3_REGION and the AWS credentials.`;
}
