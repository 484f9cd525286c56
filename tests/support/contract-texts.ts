// Shared by the Vitest suites and the Playwright specs (no test-runner imports here).

/**
 * The contract's exact texts (spec section 8 and decisions.md), written out here rather than
 * imported from the app, so that a changed message in the app turns the suites red.
 */
export const TEXT = {
  wrongPassword: "Senha incorreta. Por favor, tente novamente.",
  notApproved: "Seu cadastro ainda não foi aprovado. Aguarde a aprovação do administrador.",
  userDisabled: "Usuário desativado. Entre em contato com o administrador.",
  userNotFound: "Usuário não encontrado. Por favor, verifique e tente novamente.",
  throttled: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  registered: "Seu cadastro foi enviado para aprovação do administrador.",
  emailInUse: "Este e-mail já está cadastrado. Tente fazer login ou use um e-mail diferente.",
  resetMailSent: "Enviamos um e-mail com o link para redefinir a sua senha.",
  forgotNotFound: "Usuário não encontrado ou não aprovado.",
  passwordChanged: "Senha alterada com sucesso!",
  invalidResetToken: "Link de redefinição inválido ou expirado. Solicite um novo.",
  invalidEmail: "E-mail inválido. Por favor, verifique e tente novamente.",
  passwordTooShort: "A senha deve conter no mínimo 6 caracteres.",
  adminWelcome: "Bem-vindo, Admin!",
  collaboratorWelcome: "Bem-vindo ao Portal do Colaborador",
  loginFailed: "Falha no login.",
  registerFailed: "Falha ao registrar. Por favor, tente novamente.",
  forgotFailed: "Erro ao enviar email de redefinição. Por favor, tente novamente mais tarde.",
  passwordChangeFailed: "Falha ao alterar a senha. Tente novamente.",
  noPendingRecord: "Usuário não encontrado para aprovação. Verifique seu cadastro.",
  contactFailure: "Ocorreu um erro ao enviar a mensagem. Tente novamente mais tarde.",
} as const;
