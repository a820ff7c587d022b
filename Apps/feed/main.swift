import FeedApp

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc

    // glibc gives every thread that allocates an arena of its own, grown a page at a time by an mprotect call
    // each; `feed read` does its work on Swift concurrency's threads, so reading a large cached feed made
    // hundreds of those calls (Benchmarks/README.md, "Figures behind the code's comments"). One arena, grown by
    // brk with padding, makes a dozen. Set before any other thread exists: glibc fixes the limit when it first
    // needs a second arena. `mallopt` is looked up because Swift's Glibc module leaves out <malloc.h>; -8 is its
    // M_ARENA_MAX.
    if let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
        _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(-8, 1)
    }
#endif

exit(await FeedCommandLine.run(Array(CommandLine.arguments.dropFirst())))
