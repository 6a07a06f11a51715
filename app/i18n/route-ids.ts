// The public layout's route id in English; other languages prefix it ("hi/routes/public-layout").
export const PUBLIC_LAYOUT_ID = "routes/public-layout";

export const isPublicLayoutId = (id: string | undefined): boolean =>
  id === PUBLIC_LAYOUT_ID || (id?.endsWith(`/${PUBLIC_LAYOUT_ID}`) ?? false);
