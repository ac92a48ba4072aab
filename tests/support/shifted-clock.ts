// Loaded first (`node --import`) into a journey's own server so that its clock reads E2E_CLOCK_SHIFT_MS ahead
// of the real one: rules about the time of day in India (no calls between 21:00 and 09:00) are then tested at
// a chosen hour, whenever the journeys run. Only `new Date()` and `Date.now()` move; dates given a value stay.
const shift = Number(process.env.E2E_CLOCK_SHIFT_MS ?? 0);
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...(args as [string]));
  }

  static override now() {
    return RealDate.now() + shift;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;
