/** Word lists the demonstration customers and parts are made of. */

export const companyWords = [
  'Acme', 'Apex', 'Atlas', 'Summit', 'Pioneer', 'Precision', 'Allied', 'Delta', 'Eagle', 'Granite',
  'Harbor', 'Keystone', 'Liberty', 'Meridian', 'Northstar', 'Patriot', 'Redline', 'Sierra', 'Titan',
  'Vanguard', 'Vector', 'Zenith', 'Blue Ridge', 'Cascade', 'Ironwood', 'Lakeside', 'Midwest',
  'Pacific', 'Quantum', 'Riverside', 'Silverline', 'Stonebridge', 'Tri-County', 'United', 'Westfield',
] as const;

export const companyTrades = [
  'Aerospace', 'Fasteners', 'Machining', 'Hydraulics', 'Components', 'Tool & Die', 'Manufacturing',
  'Precision Parts', 'Automotive', 'Fabrication', 'Instruments', 'Marine', 'Valve', 'Electronics',
  'Defense Systems', 'Medical Devices', 'Springs', 'Castings', 'Stamping', 'Engineering',
] as const;

export const companySuffixes = ['Inc.', 'LLC', 'Corp.', 'Co.', 'Ltd.', 'Industries'] as const;

export const streets = [
  'Industrial Pkwy', 'Commerce Dr', 'Enterprise Ave', 'Foundry Rd', 'Mill St', 'Railroad Ave',
  'Airport Blvd', 'Technology Way', 'Harbor Rd', 'Factory Ln', 'Gateway Dr', 'Innovation Ct',
] as const;

export const cities = [
  'Cleveland, OH', 'Wichita, KS', 'Rockford, IL', 'Grand Rapids, MI', 'Hartford, CT', 'Dayton, OH',
  'Houston, TX', 'Phoenix, AZ', 'Charlotte, NC', 'Milwaukee, WI', 'Tulsa, OK', 'Erie, PA',
  'Seattle, WA', 'Greenville, SC', 'Worcester, MA', 'Fort Worth, TX',
] as const;

export const partNames = [
  'Hydraulic fitting', 'Mounting bracket', 'Drive shaft', 'Valve body', 'Hinge pin', 'Bushing', 'Spacer',
  'Housing', 'Connector shell', 'Terminal', 'Spur gear', 'Flange', 'Hex bolt M10', 'Lock washer',
  'Hose clamp', 'Latch', 'Bearing cage', 'Piston rod', 'Spray nozzle', 'Heat sink', 'Bus bar', 'Manifold',
] as const;

/** Finishes a plating shop offers, with a typical price range per part (USD). */
export const finishes = [
  { spec: 'Electroless nickel, mid-phos, 0.0005-0.0010 in. per AMS 2404', price: [1.2, 18] },
  { spec: 'Zinc-nickel, clear trivalent passivate per ASTM B841', price: [0.3, 6] },
  { spec: 'Bright nickel over copper strike', price: [0.8, 12] },
  { spec: 'Hard chrome 0.002 in. per AMS 2460, ground after plate', price: [6, 45] },
  { spec: 'Alkaline zinc, yellow trivalent chromate', price: [0.25, 4] },
  { spec: 'Tin plate, matte, 0.0003 in. min. per ASTM B545', price: [0.4, 5] },
  { spec: 'Silver plate per AMS 2410', price: [2.5, 30] },
  { spec: 'Passivation per AMS 2700, Method 1', price: [0.3, 3.5] },
  { spec: 'Black oxide per MIL-DTL-13924, Class 1', price: [0.2, 2.5] },
  { spec: 'Acid copper 0.001 in. for masking', price: [1, 9] },
] as const;

/** Lot sizes customers send a part in. */
export const lotSizes = [10, 25, 50, 100, 150, 250, 500, 1000, 2500] as const;

export const shipperNotes = [
  'Rush: customer needs parts by Friday',
  'Masking required on threaded holes',
  'Parts arrived oily; degrease before plating',
  'Bake within 4 hours after plating (hydrogen embrittlement relief)',
  'Certificate of conformance required',
  'Customer supplied plugs for masking',
] as const;
