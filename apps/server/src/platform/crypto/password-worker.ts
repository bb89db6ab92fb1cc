import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

// A password-hashing thread (passwords.ts starts them). It runs argon2 itself, synchronously,
// at a lower scheduling priority than the rest of the server: on a small machine a flood of
// sign-ins then takes only the CPU the thread that answers HTTP and the embedded database's
// thread leave, instead of a share equal to theirs.

export type HashWork =
  | { op: 'hash'; password: string; options: HashOptions }
  | { op: 'verify'; password: string; hash: string };
export type HashRequest = HashWork & { id: number };
export type HashAnswer = { id: number; result: string | boolean } | { id: number; error: string };
export type HashOptions = { memoryCost: number; timeCost: number; parallelism: number };

/** Lowers this thread's priority (Linux: a thread is a task of its own, /proc/thread-self). */
function yieldToOthers() {
  try {
    const taskId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(taskId, 19);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}

yieldToOthers();
parentPort?.on('message', (request: HashRequest) => {
  try {
    const result =
      request.op === 'hash'
        ? hashSync(request.password, request.options) // argon2id, the library's default
        : verifySync(request.hash, request.password);
    parentPort?.postMessage({ id: request.id, result } satisfies HashAnswer);
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: String(error) } satisfies HashAnswer);
  }
});
