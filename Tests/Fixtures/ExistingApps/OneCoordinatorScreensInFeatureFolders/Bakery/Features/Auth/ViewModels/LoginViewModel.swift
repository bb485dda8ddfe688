/// Checks the email and password before the screen signs in.
struct LoginViewModel {
    var email = ""
    var password = ""

    var canSignIn: Bool { !email.isEmpty && !password.isEmpty }
}
