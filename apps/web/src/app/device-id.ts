/**
 * A random id for this browser (accounts-and-access §7), sent with error reports so repeated
 * problems on one device can be told apart from many devices. Kept in local storage and in a
 * cookie the server can read; an existing valid id is reused.
 */
const key = 'orchid_device_id';
const idLength = 16;
const validId = /^[A-Za-z0-9]{16}$/;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Browsers cap cookie lifetimes at 400 days; the cookie is refreshed on every visit.
const cookieMaxAgeSeconds = 400 * 24 * 60 * 60;

export function randomDeviceId(): string {
  let id = '';
  while (id.length < idLength) {
    for (const byte of crypto.getRandomValues(new Uint8Array(idLength * 2))) {
      // 248 is 4 x 62: skipping larger bytes keeps every character equally likely.
      if (byte < 248 && id.length < idLength) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be switched off; the cookie still works then.
    return null;
  }
}

function readCookie(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${key}=`));
  return entry ? decodeURIComponent(entry.slice(key.length + 1)) : null;
}

function store(id: string) {
  try {
    localStorage.setItem(key, id);
  } catch {
    // See readStorage.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `${key}=${id}; path=/; max-age=${cookieMaxAgeSeconds}; SameSite=Lax${secure}`;
}

/** This browser's device id: the stored one when valid, otherwise a new one. Stores it. */
export function ensureDeviceId(): string {
  const existing = [readStorage(), readCookie()].find((id) => id !== null && validId.test(id));
  const id = existing ?? randomDeviceId();
  store(id);
  return id;
}
