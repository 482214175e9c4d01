// The asset types the content agent produces (the copy names social media, newsletters, blogs and
// articles, and marketing materials; the marketing materials are spelled out for healthcare).
import { m } from '../paraglide/messages.js'
import type { IconName } from './Icon.tsx'

type Text = () => string

export interface AssetType {
  icon: IconName
  name: Text
  /** One sentence for the product page. */
  description: Text
}

export const assetTypes: AssetType[] = [
  { icon: 'social', name: m.home_asset_social, description: m.pages_product_asset_social },
  { icon: 'email', name: m.home_asset_email, description: m.pages_product_asset_email },
  { icon: 'article', name: m.home_asset_article, description: m.pages_product_asset_article },
  { icon: 'landing', name: m.home_asset_landing, description: m.pages_product_asset_landing },
  { icon: 'salesAid', name: m.home_asset_sales_aid, description: m.pages_product_asset_sales_aid },
  { icon: 'display', name: m.home_asset_display, description: m.pages_product_asset_display },
  { icon: 'patient', name: m.home_asset_patient, description: m.pages_product_asset_patient },
  { icon: 'video', name: m.home_asset_video, description: m.pages_product_asset_video },
]
