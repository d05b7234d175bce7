/** The Firebase Auth emulator's REST side: the verification links it would have mailed. */
import { emulatorHost } from './app';

const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-plating';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes answered ${response.status}`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** Follows the newest verification link sent to `email`, as the user clicking it in the mail would. */
export async function verifyEmailThroughEmulator(email: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = (await oobCodes())
      .filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL')
      .at(-1)?.oobLink;
    if (link) {
      const response = await fetch(link);
      if (!response.ok) throw new Error(`Following the verification link answered ${response.status}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`No verification link for ${email} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
