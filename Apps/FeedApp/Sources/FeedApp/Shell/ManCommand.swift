/// `feed man`: prints the manual page `feed.1` (roff), generated from the same specs as help.
///
/// Installed with `feed man > ~/.local/share/man/man1/feed.1` (the README says more).
struct ManCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "man", summary: "Print the manual page feed.1 (see the README to install it).", positionals: .none,
        flags: [])

    static func make(_ options: NoOptions, composer: AppComposer) throws -> ManCommand {
        ManCommand(console: composer.console)
    }

    let console: any Console

    /// Prints the page.
    func run() async -> ExitCode {
        console.write(ManPage.text())
        return .success
    }
}
