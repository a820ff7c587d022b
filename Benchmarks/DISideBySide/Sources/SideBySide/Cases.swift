import DI
import SideBySideSink

/// One timed loop: a scenario for DI or for hand-wired code, run `iterations` times.
struct Case {
    let scenario: String
    let library: String
    let run: (Int) -> Void
}

/// The cases, written only with API every compared version of `DI` has.
enum Cases {
    static func all() -> [Case] {
        let singleton = Container()
        singleton.register(SingletonService.self, scope: .singleton) { _ in SingletonService() }
        let transient = Container()
        transient.register(TransientService.self) { _ in TransientService() }
        let named = Container()
        named.register(NamedService.self, name: "primary") { _ in NamedService(label: "primary") }
        named.register(NamedService.self, name: "secondary") { _ in NamedService(label: "secondary") }
        let graph = makeGraph()
        let holder = SingletonHolder()
        let handWired = HandWiredGraph()
        return [
            Case(scenario: "singleton", library: "di") { n in
                for _ in 0..<n { blackHole(try? singleton.resolve(SingletonService.self)) }
            },
            Case(scenario: "singleton", library: "hand") { n in
                for _ in 0..<n { blackHole(holder.instance) }
            },
            Case(scenario: "transient", library: "di") { n in
                for _ in 0..<n { blackHole(try? transient.resolve(TransientService.self)) }
            },
            Case(scenario: "transient", library: "hand") { n in
                for _ in 0..<n { blackHole(TransientService()) }
            },
            Case(scenario: "graph", library: "di") { n in
                for _ in 0..<n { blackHole(try? graph.resolve(ViewModel.self)) }
            },
            Case(scenario: "graph", library: "hand") { n in
                for _ in 0..<n { blackHole(handWired.makeViewModel()) }
            },
            Case(scenario: "named", library: "di") { n in
                for _ in 0..<n { blackHole(try? named.resolve(NamedService.self, name: "primary")) }
            },
            Case(scenario: "named", library: "hand") { n in
                for _ in 0..<n { blackHole(NamedService(label: "primary")) }
            },
        ]
    }

    /// 10 registrations, 11 objects per resolved view model, as closures.
    private static func makeGraph() -> Container {
        let c = Container()
        c.register(Config.self, scope: .singleton) { _ in Config() }
        c.register(Logger.self, scope: .singleton) { _ in Logger() }
        c.register(HTTPClient.self, scope: .singleton) { r in
            HTTPClient(config: try r.resolve(), logger: try r.resolve())
        }
        c.register(Store.self, scope: .singleton) { r in Store(logger: try r.resolve()) }
        c.register(RemoteLoader.self) { r in RemoteLoader(client: try r.resolve(), config: try r.resolve()) }
        c.register(LocalLoader.self) { r in LocalLoader(store: try r.resolve(), logger: try r.resolve()) }
        c.register(FeedLoader.self) { r in FeedLoader(remote: try r.resolve(), local: try r.resolve()) }
        c.register(Tracker.self) { r in Tracker(logger: try r.resolve()) }
        c.register(ImageLoader.self) { r in ImageLoader(client: try r.resolve(), tracker: try r.resolve()) }
        c.register(ViewModel.self) { r in
            ViewModel(feed: try r.resolve(), images: try r.resolve(), tracker: try r.resolve())
        }
        return c
    }
}
