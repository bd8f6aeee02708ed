/**
 * Directors from the library: the profile the analyst bought, their roles across the companies
 * the library knows (linked when mirrored), and the stored contact tier (decrypted only here;
 * the mirror engine buys and seals it).
 */
import type { BridgeHandlers } from '../bridge-handlers';
import { getOrCreateDataKey } from '../secrets';
import { createAesGcmCipher, type DirectorRoleRow } from '../store';
import { isInLibrary } from './company-summary';
import { isClientError } from '../api';
import type { FacadeContext } from './context';
import { FacadeError, fromApiFailure, notInLibrary } from './errors';

type DirectorHandlers = Pick<BridgeHandlers, 'director.detail' | 'director.contact' | 'directorContact.quote'>;

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function directorHandlers(ctx: FacadeContext): DirectorHandlers {
  const { library } = ctx;

  function roleView(r: DirectorRoleRow) {
    const company = library.companies.get(r.companyId);
    const mirrored = !!company && isInLibrary(company);
    return {
      companyId: r.companyId,
      companyName: company?.name ?? r.companyName,
      source: r.source,
      role: r.role,
      designation: r.designation,
      appointedOn: r.appointedOn,
      ceasedOn: r.ceasedOn,
      kmp: r.kmp,
      mirrored,
    };
  }

  return {
    'director.detail': async ({ din }) => {
      const director = library.directors.get(din);
      if (!director) throw notInLibrary(`Director ${din}`, 'Mirror a company they serve, or buy their profile.');
      const roles = library.directors.rolesOfDirector(din).map(roleView);
      if (!isRec(director.profile)) {
        const where = new Set(roles.map((r) => r.companyId)).size;
        throw new FacadeError(
          'PROFILE_NOT_IN_LIBRARY',
          `The profile of director ${director.fullName ?? din} (DIN ${din}) has not been bought yet; the library knows them from the register of ${where} ${where === 1 ? 'company' : 'companies'}.`,
          'Buy the profile to see their roles at every company.',
        );
      }
      const links = new Map<string, { companyId: string; name: string | null; mirrored: boolean }>();
      for (const r of roles) if (!links.has(r.companyId)) links.set(r.companyId, { companyId: r.companyId, name: r.companyName, mirrored: r.mirrored });
      // The registry's profile fields stay at the top level, as the registry named them.
      return {
        ...director.profile,
        din,
        fullName: director.fullName,
        sandbox: director.sandbox,
        profileReadAt: director.profileReadAt,
        profileRequestId: director.profileRequestId,
        roles,
        links: [...links.values()],
        contactInLibrary: library.contacts.has(din),
      };
    },

    'director.contact': async ({ din }) => {
      if (!library.contacts.has(din)) return null;
      const cipher = createAesGcmCipher(await getOrCreateDataKey(ctx.options.secrets));
      const stored = library.contacts.get(din, cipher);
      if (!stored || !isRec(stored.contact)) return null;
      return { din, contact: stored.contact, readAt: stored.readAt, requestId: stored.requestId };
    },

    // Priced by the mirror engine from free calls; `action.run` buys it (unlock, then one read).
    'directorContact.quote': async ({ din }) => {
      try {
        return await ctx.engine.quoteDirectorContact(din);
      } catch (error) {
        throw isClientError(error) ? fromApiFailure(error, `Pricing the contact details of ${din}`) : error;
      }
    },
  };
}
