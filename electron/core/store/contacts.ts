import type { Cipher, Sealed } from './cipher';
import type { StoreContext } from './context';

export interface ContactMeta {
  readAt: string;
  requestId: string | null;
}

export interface StoredContact extends ContactMeta {
  din: string;
  contact: unknown;
}

/**
 * The director contact tier (mobile, email, PAN, ...), encrypted at rest. Either pass the payload
 * and a Cipher, or a blob the caller sealed itself. The DIN is the AES-GCM associated data.
 */
export function createContacts(ctx: StoreContext) {
  const aad = (din: string) => new TextEncoder().encode(`director-contact:${din}`);

  function putSealed(din: string, sealed: Sealed, meta: ContactMeta): void {
    ctx
      .stmt(
        `INSERT INTO directors (din, rid, created_at, updated_at)
         VALUES (?, (SELECT coalesce(max(rid), 0) + 1 FROM directors), ?, ?) ON CONFLICT (din) DO NOTHING`,
      )
      .run(din, meta.readAt, meta.readAt);
    ctx
      .stmt(
        `INSERT INTO director_contacts (din, ciphertext, iv, tag, read_at, request_id) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (din) DO UPDATE SET ciphertext = excluded.ciphertext, iv = excluded.iv, tag = excluded.tag,
           read_at = excluded.read_at, request_id = excluded.request_id`,
      )
      .run(din, Buffer.from(sealed.ciphertext), Buffer.from(sealed.iv), Buffer.from(sealed.tag), meta.readAt, meta.requestId);
  }

  return {
    /** Encrypts and stores a contact payload (the `data` of `GET /v1/directors/{din}/contact`). */
    put(din: string, contact: unknown, meta: ContactMeta, cipher: Cipher): void {
      const plaintext = new TextEncoder().encode(JSON.stringify(contact));
      putSealed(din, cipher.encrypt(plaintext, aad(din)), meta);
    },
    putSealed,
    /** The associated data to use when sealing a blob for `putSealed` outside the store. */
    associatedData: aad,
    get(din: string, cipher: Cipher): StoredContact | null {
      const r = ctx.stmt('SELECT * FROM director_contacts WHERE din = ?').get(din) as
        | { ciphertext: Buffer; iv: Buffer; tag: Buffer; read_at: string; request_id: string | null }
        | undefined;
      if (!r) return null;
      const plain = cipher.decrypt({ iv: r.iv, tag: r.tag, ciphertext: r.ciphertext }, aad(din));
      return { din, contact: JSON.parse(new TextDecoder().decode(plain)), readAt: r.read_at, requestId: r.request_id };
    },
    has(din: string): boolean {
      return ctx.stmt('SELECT 1 FROM director_contacts WHERE din = ?').get(din) !== undefined;
    },
  };
}
