export const phone = { width: 412, height: 915 };
export const desktop = { width: 1280, height: 800 };
