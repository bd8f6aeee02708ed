/**
 * Which registry fields are personal data: the contact tier the spec lists (hidden from the
 * director profile, sold only through the contact endpoint) and the PAN, which the company master
 * record carries for each director. Wherever one of these names appears in a stored record (the
 * master, a director profile, a contact) its value is kept encrypted at rest.
 */
export const PERSONAL_FIELD_NAMES = [
  'PAN',
  'aadhaarNumber',
  'mobileNumber',
  'emailAddress',
  'passportNumber',
  'dob',
  'dateOfBirth',
  'birthPlace',
  'drivingLicenseNumber',
  'votersIdNumber',
  'addresses',
  'fathersFirstName',
  'fathersMiddleName',
  'fathersLastName',
] as const;

const LOWER = new Set(PERSONAL_FIELD_NAMES.map((n) => n.toLowerCase()));

/** True for a personal field's name, in any case (the registry spells PAN both `PAN` and `pan`). */
export function isPersonalField(name: string): boolean {
  return LOWER.has(name.toLowerCase());
}
