import type { CatalogueProduct } from '@tapline/contracts';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { Tag } from '@/components/ui/chip';
import { onlyFor } from '@/features/dashboard';
import { StatusActions, StatusChip, useCatalogueProduct, useProductImages } from '@/features/catalogue';
import { formatAbv } from '@/lib/format';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';
import { loadCatalogueProduct } from '../-components/product-loader';
import { PublicProductLink } from '../-components/public-product-link';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/$productId/')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context, params }) => loadCatalogueProduct(context, params.productId),
  component: ProductPage,
});

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

function SkuSummary({ product }: { product: CatalogueProduct }) {
  if (product.skus.length === 0)
    return (
      <p className="text-sm text-ink-soft">
        No packs yet. A product needs at least one active pack (a SKU, with its price) before it can be published.
      </p>
    );
  return (
    <ul className="divide-y divide-line text-sm">
      {product.skus.map((sku) => (
        <li key={sku.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <span className="min-w-0">
            <span className="font-medium text-ink">{sku.name}</span> <span className="text-ink-soft">· {sku.code}</span>
            {sku.status === 'archived' ? <span className="ml-2 text-xs font-semibold text-amber-900">Archived</span> : null}
          </span>
          <span className="flex items-center gap-4 text-ink-soft">
            <span>
              {sku.stockOnHand === null ? (
                'Stock not tracked'
              ) : sku.stockOnHand === 0 ? (
                <span className="font-semibold text-red-800">Out of stock</span>
              ) : (
                `${sku.stockOnHand} on hand`
              )}
            </span>
            <Price cents={sku.unitPriceCents} currency={product.currency} className="font-semibold text-ink" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** a panel's link to the page that changes what it shows */
const panelLinkClass = 'text-sm font-semibold text-malt-700 underline underline-offset-4';

/** One product as its supplier sees it: status and its changes, details, pictures and SKUs, and a way to edit. */
function ProductPage() {
  const { productId } = Route.useParams();
  const { organisation, params, readOnly } = useDashboard();
  const { data: product } = useCatalogueProduct(organisation.id, productId);
  const images = useProductImages(organisation.id, product.id);
  const productParams = { ...params, productId: product.slug };

  return (
    <DashboardPage
      title={product.name}
      back={{ label: 'Products', link: { to: '/dash/$orgType/$orgId/products', params } }}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          <StatusChip status={product.status} />
          {product.style ? <span>{product.style}</span> : null}
          {product.abv !== null ? <span>· {formatAbv(product.abv)}</span> : null}
        </span>
      }
      actions={
        readOnly ? null : (
          <LinkButton
            to="/dash/$orgType/$orgId/products/$productId/edit"
            params={productParams}
            variant="secondary"
            className="max-sm:mb-6"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit
          </LinkButton>
        )
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Panel title="Details">
            {product.description ? (
              <p className="whitespace-pre-line text-ink">{product.description}</p>
            ) : (
              <p className="text-sm text-ink-soft">No description yet.</p>
            )}
            <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Fact label="ABV">{product.abv !== null ? `${product.abv.toFixed(1)}%` : '—'}</Fact>
              <Fact label="IBU">{product.ibu ?? '—'}</Fact>
              <Fact label="Origin">{product.origin ?? '—'}</Fact>
              <Fact label="Web address">/products/{product.slug}</Fact>
            </dl>
            {product.tags.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-1" aria-label="Tags">
                {product.tags.map((tag) => (
                  <li key={tag}>
                    <Tag>{tag}</Tag>
                  </li>
                ))}
              </ul>
            ) : null}
          </Panel>
          <Panel
            title="Packs"
            action={
              readOnly ? (
                <Link to="/dash/$orgType/$orgId/products/$productId/skus" params={productParams} className={panelLinkClass}>
                  See the SKUs
                </Link>
              ) : (
                <Link to="/dash/$orgType/$orgId/products/$productId/edit" params={productParams} hash="packs" className={panelLinkClass}>
                  Edit packs
                </Link>
              )
            }
          >
            <SkuSummary product={product} />
          </Panel>
          <Panel
            title="Pictures"
            action={
              readOnly ? undefined : (
                <Link to="/dash/$orgType/$orgId/products/$productId/edit" params={productParams} className={panelLinkClass}>
                  Manage pictures
                </Link>
              )
            }
          >
            {images.data && images.data.items.length > 0 ? (
              <ol className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {images.data.items.map((image, index) => (
                  <li key={image.id} className="relative">
                    <img
                      src={image.urls.thumbnail}
                      alt={image.altText}
                      className="aspect-square w-full rounded-md bg-stone-100 object-cover"
                    />
                    {index === 0 ? (
                      <span className="absolute left-1 top-1 rounded-full bg-malt-700 px-1.5 text-[11px] font-semibold text-white">
                        Cover
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-ink-soft">
                {images.isPending ? 'Loading pictures…' : 'No pictures yet: venues see the product’s initials instead.'}
              </p>
            )}
          </Panel>
        </div>
        <aside className="space-y-6">
          <Panel title="Status">
            <p className="mb-3 text-sm text-ink-soft">
              {product.status === 'active'
                ? 'On sale: venues find it in the catalogue and can order it.'
                : product.status === 'draft'
                  ? 'A draft: only your team sees it.'
                  : 'Archived: off sale, kept on past orders.'}
            </p>
            {readOnly ? null : (
              <StatusActions
                supplierId={organisation.id}
                product={product}
                addPackLink={
                  <Link to="/dash/$orgType/$orgId/products/$productId/edit" params={productParams} hash="packs" className={panelLinkClass}>
                    Add a pack
                  </Link>
                }
              />
            )}
            <PublicProductLink product={product} className="mt-4" />
          </Panel>
        </aside>
      </div>
    </DashboardPage>
  );
}
