/**
 * A real S3-compatible server for the tests: s3rver (the @20minutes fork, a dev dependency) on a
 * free loopback port, keeping its objects in a temporary folder, with the buckets asked for.
 * It checks request signatures against its one account, S3RVER / S3RVER.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** The part of s3rver's API used here; the package ships no types. */
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as new (options: S3rverOptions) => S3rverServer;

const OBJECT = '._S3rver_object';

export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** The variables that point the app at `s3://bucket/prefix` on this server. */
  env(bucket: string, prefix?: string): NodeJS.ProcessEnv;
  /** Every key under the prefix, sorted: read from the server's side, not through the app's store. */
  keys(bucket: string, prefix: string): Promise<string[]>;
  object(bucket: string, key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'plating-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_CREDENTIALS });
  return {
    endpoint,
    env: (bucket, prefix) => ({
      FILES_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    }),
    async keys(bucket, prefix) {
      // Read from the server's own folder (an object is <key>._S3rver_object there): s3rver refuses the
      // SDK's signed list requests (SignatureDoesNotMatch), while its object requests pass.
      const root = join(directory, bucket);
      const dir = join(root, prefix);
      if (!existsSync(dir)) return [];
      const entries = await readdir(dir, { recursive: true });
      return entries
        .filter((entry) => entry.endsWith(OBJECT))
        .map((entry) => `${prefix}/${entry.slice(0, -OBJECT.length)}`)
        .sort();
    },
    async object(bucket, key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
