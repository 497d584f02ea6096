import type { Offer } from '../../sandbox/offers';
import type { ActedFrom } from '../../sandbox/sandboxStore';
import type { OffersHere } from './useOffers';
import { phrased } from '../components/phrased';

interface Props {
  offers: readonly Offer[];
  here: OffersHere;
  from: ActedFrom;
  /** Called once an offer is taken (the stage's menu closes). */
  onTaken?: () => void;
}

/**
 * One button per offer, named by its action (verb first): the panel's groups and the stage's action
 * menus show the same buttons, so an action reads and does the same wherever it is offered.
 */
export function OfferButtons({ offers, here, from, onTaken }: Props) {
  return offers.map((offer) => {
    const label = here.labelOf(offer);
    return (
      <button
        key={label}
        type="button"
        className="sandbox-button"
        disabled={here.building}
        onClick={() => {
          here.take(offer, from);
          onTaken?.();
        }}
      >
        {phrased(label)}
      </button>
    );
  });
}
