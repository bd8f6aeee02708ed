// Indian states with the two-letter code used inside CINs, and real cities in each (with the first
// three digits of their PIN codes), weighted roughly by how many companies register there.

export interface City {
  name: string;
  pin: string; // first three digits of the PIN code
}

export interface State {
  name: string;
  code: string; // as in CINs
  weight: number;
  cities: City[];
}

export const STATES: State[] = [
  { name: 'Maharashtra', code: 'MH', weight: 22, cities: [
    { name: 'Mumbai', pin: '400' }, { name: 'Pune', pin: '411' }, { name: 'Nagpur', pin: '440' },
    { name: 'Nashik', pin: '422' }, { name: 'Thane', pin: '400' }, { name: 'Aurangabad', pin: '431' }] },
  { name: 'Delhi', code: 'DL', weight: 16, cities: [{ name: 'New Delhi', pin: '110' }, { name: 'Delhi', pin: '110' }] },
  { name: 'Karnataka', code: 'KA', weight: 10, cities: [
    { name: 'Bengaluru', pin: '560' }, { name: 'Mysuru', pin: '570' }, { name: 'Mangaluru', pin: '575' },
    { name: 'Hubballi', pin: '580' }] },
  { name: 'Tamil Nadu', code: 'TN', weight: 9, cities: [
    { name: 'Chennai', pin: '600' }, { name: 'Coimbatore', pin: '641' }, { name: 'Madurai', pin: '625' },
    { name: 'Tiruchirappalli', pin: '620' }, { name: 'Tiruppur', pin: '641' }] },
  { name: 'Gujarat', code: 'GJ', weight: 7, cities: [
    { name: 'Ahmedabad', pin: '380' }, { name: 'Surat', pin: '395' }, { name: 'Vadodara', pin: '390' },
    { name: 'Rajkot', pin: '360' }] },
  { name: 'Telangana', code: 'TG', weight: 6, cities: [{ name: 'Hyderabad', pin: '500' }, { name: 'Warangal', pin: '506' }] },
  { name: 'West Bengal', code: 'WB', weight: 6, cities: [
    { name: 'Kolkata', pin: '700' }, { name: 'Howrah', pin: '711' }, { name: 'Durgapur', pin: '713' }] },
  { name: 'Uttar Pradesh', code: 'UP', weight: 6, cities: [
    { name: 'Lucknow', pin: '226' }, { name: 'Noida', pin: '201' }, { name: 'Kanpur', pin: '208' },
    { name: 'Ghaziabad', pin: '201' }, { name: 'Varanasi', pin: '221' }] },
  { name: 'Haryana', code: 'HR', weight: 5, cities: [
    { name: 'Gurugram', pin: '122' }, { name: 'Faridabad', pin: '121' }, { name: 'Panipat', pin: '132' }] },
  { name: 'Rajasthan', code: 'RJ', weight: 3, cities: [
    { name: 'Jaipur', pin: '302' }, { name: 'Jodhpur', pin: '342' }, { name: 'Udaipur', pin: '313' }] },
  { name: 'Kerala', code: 'KL', weight: 3, cities: [
    { name: 'Kochi', pin: '682' }, { name: 'Thiruvananthapuram', pin: '695' }, { name: 'Kozhikode', pin: '673' }] },
  { name: 'Andhra Pradesh', code: 'AP', weight: 2, cities: [
    { name: 'Visakhapatnam', pin: '530' }, { name: 'Vijayawada', pin: '520' }, { name: 'Guntur', pin: '522' }] },
  { name: 'Punjab', code: 'PB', weight: 2, cities: [
    { name: 'Ludhiana', pin: '141' }, { name: 'Amritsar', pin: '143' }, { name: 'Jalandhar', pin: '144' }] },
  { name: 'Madhya Pradesh', code: 'MP', weight: 2, cities: [
    { name: 'Indore', pin: '452' }, { name: 'Bhopal', pin: '462' }, { name: 'Jabalpur', pin: '482' }] },
  { name: 'Odisha', code: 'OR', weight: 1, cities: [{ name: 'Bhubaneswar', pin: '751' }, { name: 'Cuttack', pin: '753' }] },
  { name: 'Chandigarh', code: 'CH', weight: 1, cities: [{ name: 'Chandigarh', pin: '160' }] },
  { name: 'Goa', code: 'GA', weight: 1, cities: [{ name: 'Panaji', pin: '403' }, { name: 'Margao', pin: '403' }] },
  { name: 'Bihar', code: 'BR', weight: 1, cities: [{ name: 'Patna', pin: '800' }, { name: 'Gaya', pin: '823' }] },
  { name: 'Jharkhand', code: 'JH', weight: 1, cities: [{ name: 'Ranchi', pin: '834' }, { name: 'Jamshedpur', pin: '831' }] },
  { name: 'Assam', code: 'AS', weight: 1, cities: [{ name: 'Guwahati', pin: '781' }] },
  { name: 'Chhattisgarh', code: 'CT', weight: 1, cities: [{ name: 'Raipur', pin: '492' }, { name: 'Bhilai', pin: '490' }] },
  { name: 'Uttarakhand', code: 'UR', weight: 1, cities: [{ name: 'Dehradun', pin: '248' }, { name: 'Haridwar', pin: '249' }] },
  { name: 'Himachal Pradesh', code: 'HP', weight: 0.5, cities: [{ name: 'Shimla', pin: '171' }, { name: 'Solan', pin: '173' }] },
  { name: 'Jammu and Kashmir', code: 'JK', weight: 0.5, cities: [{ name: 'Srinagar', pin: '190' }, { name: 'Jammu', pin: '180' }] },
  { name: 'Puducherry', code: 'PY', weight: 0.3, cities: [{ name: 'Puducherry', pin: '605' }] },
];

export const STATE_WEIGHTS: ReadonlyArray<readonly [State, number]> = STATES.map((s) => [s, s.weight] as const);

export function stateByCode(code: string): State | undefined {
  return STATES.find((s) => s.code === code);
}

/** Street fragments for invented addresses. */
export const STREET_KINDS = ['Road', 'Marg', 'Street', 'Nagar', 'Layout', 'Main Road', 'Cross Road', 'Estate'];
export const PREMISES = ['Plot No.', 'Unit', 'Office No.', 'Shop No.', 'Flat No.', 'Survey No.', 'Door No.'];
export const BUILDING_KINDS = ['Towers', 'House', 'Chambers', 'Complex', 'Plaza', 'Bhawan', 'Arcade', 'Industrial Estate'];
