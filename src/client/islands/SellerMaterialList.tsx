import { useState } from 'react';
import type { SellerMaterial } from '../../shared/schemas/seller-materials';
import { formatPrice } from '../../shared/money';
import { useIslandEnv } from '../island-env';
import { navigateTo } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData } from '../components/cabinet-kit';
import { createPageApiClient } from '../api/page-client';
import { ApiError } from '../api/api-error';
import { formatDay } from '../commerce/cabinet-format';
import { StateBadge } from '../components/seller-kit';

export interface SellerMaterialListProps {
  signInHref: string | null;
  /** The upload-edit screen; a material opens at `?id=N`. */
  editHref: string;
  /** Where a visitor who is not a seller yet becomes one. */
  becomeSellerHref: string | null;
}

/** The upload-edit screen without `?id=`: my materials in every state, and a new draft (docs/seller-materials.md). */
export default function SellerMaterialList({ signInHref, editHref, becomeSellerHref }: SellerMaterialListProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => (
        <>
          <NewMaterialButton editHref={editHref} becomeSellerHref={becomeSellerHref} />
          <CabinetData<{ items: SellerMaterial[] }> path="v3/seller/materials">{({ items }) => <MaterialRows items={items} editHref={editHref} />}</CabinetData>
        </>
      )}
    </SignedInGate>
  );
}

function NewMaterialButton({ editHref, becomeSellerHref }: { editHref: string; becomeSellerHref: string | null }) {
  const { t, world } = useIslandEnv();
  const [problem, setProblem] = useState<'not_seller' | 'failed' | null>(null);
  const [pending, setPending] = useState(false);
  const create = async () => {
    setPending(true);
    try {
      const { id } = await createPageApiClient(world).post<{ id: number }>('v3/seller/materials', {});
      navigateTo(`${editHref}?id=${id}`);
    } catch (error) {
      setProblem(error instanceof ApiError && error.serverError?.code === 'not_seller' ? 'not_seller' : 'failed');
      setPending(false);
    }
  };
  return (
    <div className="seller-actions">
      <button type="button" className="button" onClick={() => void create()} disabled={pending}>
        {t('seller:editor.new')}
      </button>
      {problem === 'not_seller' ? (
        <p className="notice" role="alert">
          {t('seller:editor.notSeller')} {becomeSellerHref ? <a href={becomeSellerHref}>{t('seller:editor.becomeSeller')}</a> : null}
        </p>
      ) : problem ? (
        <p className="notice notice-error" role="alert">
          {t('common:form.loadFailed')}
        </p>
      ) : null}
    </div>
  );
}

function MaterialRows({ items, editHref }: { items: SellerMaterial[]; editHref: string }) {
  const { t, world } = useIslandEnv();
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('seller:editor.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="seller-list" aria-label={t('seller:editor.listLabel')}>
      {items.map((m) => (
        <li key={m.id} className="seller-item">
          <div className="seller-item-head">
            <a href={`${editHref}?id=${m.id}`} className="seller-item-title">
              {m.title || t('seller:editor.untitled')}
            </a>
            <StateBadge state={m.state} />
          </div>
          <p className="seller-item-facts">
            {m.price === null ? t('seller:editor.noPrice') : m.price === 0 ? t('seller:editor.free') : formatPrice(m.price, m.currency)}
            {' · '}
            {t('seller:editor.changedOn', { date: formatDay(m.updatedAt ?? m.createdAt, world) })}
          </p>
          {m.state === 'rejected' && m.rejectionReason ? (
            <p className="notice notice-error">
              <strong>{t('seller:editor.rejectedBecause')}</strong> {m.rejectionReason}
            </p>
          ) : null}
          {(m.state === 'draft' || m.state === 'rejected') && m.missing.length > 0 ? (
            <p className="seller-item-missing">{t('seller:editor.stillMissing', { count: m.missing.length })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
