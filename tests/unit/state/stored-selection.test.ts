import { afterEach, describe, expect, test } from 'vitest';
import { loadState, MapStorage, removeGlobals } from './fake-storage.ts';

/** The state layer and the selection's reader of one fresh page over the given storages. */
async function page(local: MapStorage, session = new MapStorage()) {
  const state = await loadState(local, session);
  const { storedSelection } = await import('../../../src/state/stored-selection.ts');
  return { state, storedSelection };
}

afterEach(() => removeGlobals());

describe('the selection read on its own (R-ORD-4: the offer selector hydrates without the funnel state)', () => {
  test('R-ORD-4: reads the selectedProduct the funnel state saved, as the funnel state reads it', async () => {
    const local = new MapStorage();
    const session = new MapStorage();
    const first = await page(local, session);
    first.state.setAccountDetails({ firstName: 'Ada' }); // kept for the visit, in session storage
    first.state.setSelectedProduct({
      id: 'AgelessBeautyBalm',
      units: 3,
      subscription: { frequency: 'Month', frequencyMultiplier: 2 },
    });
    const next = await page(local, session);
    expect(next.storedSelection()).toEqual(next.state.funnelState.get().selectedProduct);
    expect(next.storedSelection()).toEqual({
      id: 'AgelessBeautyBalm',
      units: 3,
      subscription: { frequency: 'Month', frequencyMultiplier: 2 },
    });
  });

  test('R-ORD-4: undefined when nothing is saved, when the state is not JSON, or when the selection has no id', async () => {
    const local = new MapStorage();
    expect((await page(local)).storedSelection()).toBeUndefined();
    local.setItem('state', '{"selectedProduct": ');
    expect((await page(local)).storedSelection()).toBeUndefined();
    local.setItem('state', JSON.stringify({ pageName: 'Offer', selectedProduct: { units: 3 } }));
    expect((await page(local)).storedSelection()).toBeUndefined();
  });

  test('R-ORD-4, PCI: unlisted keys and card data are dropped, and a corrupt field falls back on its own', async () => {
    const local = new MapStorage();
    local.setItem(
      'state',
      JSON.stringify({
        selectedProduct: {
          id: 'AgelessBeautyBalm',
          name: '4111 1111 1111 1111',
          units: -1,
          price: 49.99,
          cardNumber: '4111111111111111',
        },
        navParams: 'corrupt',
      }),
    );
    const { state, storedSelection } = await page(local);
    expect(storedSelection()).toEqual({ id: 'AgelessBeautyBalm', price: 49.99 });
    expect(storedSelection()).toEqual(state.funnelState.get().selectedProduct);
  });
});
