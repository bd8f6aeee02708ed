// Issue 14 item 9 (and issue 17 item 7): city and state of a company come from its registered
// address's own fields, not from pieces of the street text; addresses read street, city, state, PIN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { addressLine } from '../../../shared/api/address';
import { companyMasterSchema } from '../../../shared/api/company-master';
import { startTestEmulator } from '../../../test/support/core/seeded-core';
import { masterInputs } from './map-master';

const CIN = 'U72200MH2009PTC049889';
const read = { readAt: '2026-11-21T10:00:00.000Z', requestId: 'req_m' };

const withAddress = (address: Record<string, unknown>) =>
  companyMasterSchema.parse({ cin: CIN, company: 'Lotus Works Private Limited', masterData: { companyData: { companyName: 'Lotus Works', MCAMDSCompanyAddress: [{ addressType: 'Registered Address', ...address }] } } });

describe('the place of a company', () => {
  it('is the registered address’s own city and state, however many commas the street has', () => {
    const master = withAddress({ streetAddress: 'Flat 4, Lotus Apartments, Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', postalCode: '400050', country: 'India' });
    expect(masterInputs(master, CIN, read).company).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
    expect(addressLine(master.masterData.companyData.MCAMDSCompanyAddress![0]!)).toBe('Flat 4, Lotus Apartments, Hill Road, Bandra West, Mumbai, Maharashtra 400050, India');
  });

  it('is left unknown when the registry sent no city or state, never guessed from the street', () => {
    const master = withAddress({ streetAddress: 'Plot 7, MIDC, Pune, Maharashtra 411019' });
    expect(masterInputs(master, CIN, read).company).toMatchObject({ city: null, state: null });
  });

  describe('from the registry’s own payload', () => {
    let emu: EmulatorHandle;
    beforeAll(async () => {
      emu = await startTestEmulator();
    });
    afterAll(async () => {
      await emu.close();
    });

    it('matches the address fields the registry sent, for every sandbox company', async () => {
      const list = (await (await fetch(`${emu.url}/v1/sandbox`, { headers: { 'x-api-key': emu.keys.test } })).json()) as { data: { companies: Array<{ cin: string }> } };
      let checked = 0;
      for (const { cin } of list.data.companies.slice(0, 12)) {
        const raw = (await (await fetch(`${emu.url}/v1/companies/${cin}`, { headers: { 'x-api-key': emu.keys.test } })).json()) as { data: unknown };
        const master = companyMasterSchema.parse(raw.data);
        const registered = (raw.data as { masterData: { companyData: { MCAMDSCompanyAddress?: Array<Record<string, string>> } } }).masterData.companyData.MCAMDSCompanyAddress?.find(
          (a) => a.addressType === 'Registered Address',
        );
        if (!registered) continue;
        expect(masterInputs(master, cin, read).company, cin).toMatchObject({ city: registered.city, state: registered.state });
        checked++;
      }
      expect(checked).toBeGreaterThan(5);
    });
  });
});
