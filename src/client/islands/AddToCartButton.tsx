import { useRef, useState, type ComponentType } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { CartRefusal } from '../../shared/schemas/commerce';
import { cartAtom, cartStatusAtom } from '../atoms/cart';
import { cartRefusalOf } from '../commerce/codes';
import { pageCartClient } from '../commerce/cart-client';
import { useIslandEnv } from '../island-env';
import { useAfterHydration } from '../hooks/useAfterHydration';
import { useCartSync } from '../hooks/useCartSync';
import { createPageApiClient } from '../api/page-client';
import { focusElement, navigateTo } from '../dom';
import { browserLocalStorage } from '../api/browser';
import { safeDownloadUrl } from '../commerce/cabinet-format';
import { freeDownloadModalHidden, type FreeDownloadContext, type FreeFile } from '../commerce/free-download';
import { AuthorActions, OwnerDownloads, useOwnership } from '../commerce/own-material';

export interface AddToCartButtonProps {
  materialId: number;
  /** Free materials go through the cart too (a checkout with nothing due is a free order). */
  free: boolean;
  /** The shopping cart, and the bought materials (for the `already_bought` refusal). */
  cartHref: string | null;
  boughtHref: string | null;
  /** The material's author: they get Edit and Statistics instead of the buy button. */
  authorId: number;
  /** The upload-edit screen and the charts screen (`?id=` / `?material=` are added). */
  editHref: string | null;
  chartsHref: string | null;
  /** For free materials: what the free-download modal shows besides the files. */
  freeDownload?: FreeDownloadContext;
}

type FreeDownloadDialogType = ComponentType<{ context: FreeDownloadContext; files: readonly FreeFile[]; materialId: number; onClose: () => void }>;

/**
 * The material page's buy button: adds the material to the cart, then links to the cart. Its
 * author sees Edit and Statistics, an owner the download (commerce/own-material.tsx).
 */
export default function AddToCartButton(props: AddToCartButtonProps) {
  const ownership = useOwnership(props.materialId, props.authorId);
  if (ownership.kind === 'author') return <AuthorActions materialId={props.materialId} editHref={props.editHref} chartsHref={props.chartsHref} />;
  if (ownership.kind === 'owner') return <OwnerDownloads files={ownership.files} />;
  return <BuyButton {...props} />;
}

function BuyButton({ materialId, free, cartHref, boughtHref, freeDownload }: AddToCartButtonProps) {
  const { t, world } = useIslandEnv();
  useCartSync();
  const cart = useAfterHydration(useAtomValue(cartAtom), null);
  const setCart = useSetAtom(cartAtom);
  const setStatus = useSetAtom(cartStatusAtom);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<CartRefusal | null>(null);
  const [failed, setFailed] = useState(false);
  const [modal, setModal] = useState<{ Dialog: FreeDownloadDialogType; files: FreeFile[] } | null>(null);
  const freeButton = useRef<HTMLButtonElement>(null);
  const inCart = cart?.cartItems.some((item) => item.material.id === materialId) ?? false;

  /**
   * A free material can also be downloaded at once, without an account (`v3/free-downloads`): a
   * single file starts at once and the free-download modal opens beside it (its code loads only
   * now); several files are listed in the modal. Without the modal ("don't show again") several
   * files go to the download screen (docs/tour.md, "The free-download modal").
   */
  const downloadFree = async () => {
    setPending(true);
    setFailed(false);
    try {
      const api = createPageApiClient(world);
      const { token, url } = await api.post<{ token: string; url: string }>('v3/free-downloads', { materialId });
      const { files } = await api.get<{ files: FreeFile[] }>(`v3/free-downloads/${encodeURIComponent(token)}`);
      const usable = files.flatMap((file) => {
        const safe = safeDownloadUrl(file.url);
        return safe ? [{ ...file, url: safe }] : [];
      });
      const single = usable.length === 1 ? usable[0] : undefined;
      if (single) navigateTo(single.url);
      if (!freeDownload || usable.length === 0 || freeDownloadModalHidden(browserLocalStorage())) {
        if (!single && url.startsWith('/')) navigateTo(url);
        return;
      }
      const { FreeDownloadDialog } = await import('../commerce/free-download-dialog');
      setModal({ Dialog: FreeDownloadDialog, files: usable });
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const add = async () => {
    setPending(true);
    setRefusal(null);
    setFailed(false);
    try {
      setCart(await pageCartClient(world).add(materialId));
      setStatus('ready');
    } catch (error) {
      const code = cartRefusalOf(error);
      if (code) setRefusal(code);
      else setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="add-to-cart">
      {inCart ? (
        <p className="add-to-cart-done">
          <span className="badge">{t('cart:add.inCart')}</span>{' '}
          {cartHref ? (
            <a className="button" href={cartHref}>
              {t('cart:add.toCart')}
            </a>
          ) : null}
        </p>
      ) : (
        <button type="button" className="button button-primary" disabled={pending} aria-disabled={pending || undefined} onClick={() => void add()}>
          {pending ? t('cart:add.pending') : t(free ? 'cart:add.free' : 'cart:add.add')}
        </button>
      )}
      {free ? (
        <button ref={freeButton} type="button" className="link-button" disabled={pending} onClick={() => void downloadFree()}>
          {t('cart:add.downloadFree')}
        </button>
      ) : null}
      {modal && freeDownload ? <modal.Dialog context={freeDownload} files={modal.files} materialId={materialId} onClose={() => {
            setModal(null);
            // The button was disabled while the download was asked for: focus goes back to it by hand.
            focusElement(freeButton.current);
          }}
        /> : null}
      <p className="form-status form-status-error" role="alert">
        {refusal ? t(`cart:refusal.${refusal}`) : failed ? t('common:form.genericError') : ''}
        {refusal === 'already_bought' && boughtHref ? (
          <>
            {' '}
            <a href={boughtHref}>{t('cart:refusal.toBought')}</a>
          </>
        ) : null}
      </p>
    </div>
  );
}
