/**
 * The simulation's clock: virtual milliseconds since the scene started. Only the scheduler moves it
 * (to the next timer when nobody is ready), so a run never depends on how fast the machine is.
 */
export class VirtualClock {
  private t: number;

  constructor(start = 0) {
    this.t = start;
  }

  /** The current virtual time, in ms. Bound, so it can be handed to the store as `now`. */
  readonly now = (): number => this.t;

  /** Moves time forward to `t`; time never goes back. */
  advanceTo(t: number): void {
    if (t < this.t) throw new RangeError(`the clock cannot go back from ${this.t} to ${t}`);
    this.t = t;
  }
}
