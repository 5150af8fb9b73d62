import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { pageCartClient } from '../commerce/cart-client';
import { cartAtom, cartStatusAtom } from '../atoms/cart';
import { formatDay } from '../commerce/cabinet-format';
import { formatPrice } from '../../shared/money';
import { TextField } from '../forms/form-kit';
import type { SchoolWishlistEntry } from '../../shared/schemas/schools';
import { failureText, LoadFailed, LoadingNote, materialHref, materialIdFrom, NoSchool, useMySchool, type MaterialHrefTemplates } from '../schools/school-kit';

export interface SchoolWishlistProps {
  signInHref: string | null;
  createHref: string | null;
  cartHref: string | null;
  materialHrefs: MaterialHrefTemplates;
  /** A material to propose, from `?propose=` (a material page's link). */
  proposeId: number | null;
}

/**
 * The school wishlist (docs/schools.md): members propose materials (by link or number), the list
 * changes only after the server said yes; the master admin takes entries off and puts them into
 * the cart, to buy them for the school on invoice.
 */
export default function SchoolWishlist(props: SchoolWishlistProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Wishlist {...props} />}</SignedInGate>;
}

function Wishlist(props: SchoolWishlistProps) {
  const { t, world } = useIslandEnv();
  const { loaded } = useMySchool();
  const [items, setItems] = useState<SchoolWishlistEntry[] | 'failed' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const setCart = useSetAtom(cartAtom);
  const setCartStatus = useSetAtom(cartStatusAtom);
  const load = useCallback(() => {
    createPageApiClient(world)
      .get<{ items: SchoolWishlistEntry[] }>('v1/schools/mine/wishlist')
      .then((answer) => setItems(answer.items), () => setItems('failed'));
  }, [world]);
  const mine = loaded && !('failed' in loaded) ? loaded.mine : null;
  useEffect(() => {
    if (mine) load();
  }, [mine, load]);

  if (!loaded) return <LoadingNote />;
  if ('failed' in loaded) return <LoadFailed />;
  if (!mine) return <NoSchool createHref={props.createHref} />;
  const admin = mine.role === 'master';

  const change = async (path: 'add' | 'remove', materialId: number, done: string) => {
    setError(null);
    setNotice(null);
    try {
      await createPageApiClient(world).post(`v3/wishlist/school/${path}`, { materialId });
      load();
      setNotice(done);
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  const toCart = async (entry: SchoolWishlistEntry) => {
    setError(null);
    setNotice(null);
    try {
      setCart(await pageCartClient(world).add(entry.material.id));
      setCartStatus('ready');
      setNotice(t('my-school:wishlist.inCart', { title: entry.material.title }));
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  return (
    <div className="school-wishlist">
      <ProposeForm initialId={props.proposeId} onPropose={(id) => change('add', id, t('my-school:wishlist.proposed'))} />
      {admin ? <p className="field-hint">{t('my-school:wishlist.adminHint')} {props.cartHref ? <a href={props.cartHref}>{t('my-school:wishlist.toCart')}</a> : null}</p> : null}
      <div role="status" aria-live="polite">
        {notice ? <p className="notice notice-success">{notice}</p> : null}
      </div>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      {items === null ? <LoadingNote /> : items === 'failed' ? <LoadFailed /> : items.length === 0 ? <p className="empty-state">{t('my-school:wishlist.empty')}</p> : (
        <ul className="seller-list" aria-label={t('my-school:nav.wishlist')}>
          {items.map((entry) => {
            const href = materialHref(props.materialHrefs, entry.material);
            return (
              <li key={entry.material.id} className="seller-item">
                <div className="seller-item-head">
                  {href ? (
                    <a className="seller-item-title" href={href}>
                      {entry.material.title}
                    </a>
                  ) : (
                    <span className="seller-item-title">{entry.material.title}</span>
                  )}
                  {entry.licensed ? <span className="state-badge state-published">{t('my-school:wishlist.licensed')}</span> : <span>{formatPrice(entry.material.price, entry.material.currency)}</span>}
                </div>
                <p className="seller-item-facts">{t('my-school:wishlist.proposedBy', { name: entry.proposedBy, date: formatDay(entry.proposedAt, world) })}</p>
                <div className="seller-actions">
                  {admin && !entry.licensed ? (
                    <button type="button" onClick={() => void toCart(entry)}>
                      {t('my-school:wishlist.addToCart')}
                    </button>
                  ) : null}
                  {admin || entry.proposerId === mine.userId ? (
                    <button type="button" className="button-secondary" onClick={() => void change('remove', entry.material.id, t('my-school:wishlist.removed'))}>
                      {t('my-school:wishlist.remove')}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function ProposeForm({ initialId, onPropose }: { initialId: number | null; onPropose: (id: number) => Promise<void> }) {
  const { t } = useIslandEnv();
  const [text, setText] = useState(initialId ? String(initialId) : '');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = materialIdFrom(text);
    if (id === null) {
      setError(t('my-school:wishlist.proposeInvalid'));
      return;
    }
    setError(undefined);
    await onPropose(id);
    setText('');
  };
  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField name="propose" label={t('my-school:wishlist.proposeLabel')} hint={t('my-school:wishlist.proposeHint')} value={text} onChange={setText} error={error} maxLength={500} />
      <button type="submit" className="form-submit">
        {t('my-school:wishlist.propose')}
      </button>
    </form>
  );
}
