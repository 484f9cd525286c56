// The altcha package ships its Brazilian Portuguese strings without a declaration file.
declare module "altcha/i18n/pt-br";
