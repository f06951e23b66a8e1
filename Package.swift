// swift-tools-version: 6.1
import Foundation
import PackageDescription

// MARK: - SwiftSyntax for the auditor

/// The directory of the running toolchain's prebuilt SwiftSyntax libraries, if it has them.
///
/// Toolchains ship SwiftSyntax and SwiftParser in `<toolchain>/usr/lib/swift/host`. Linking those
/// saves building swift-syntax from source, but needs unsafe flags, which SwiftPM accepts only in a
/// root package; so they are used by the auditor's targets only, never by the `MotionAware` product.
let toolchainSyntaxDirectory: String? = {
  let environment = ProcessInfo.processInfo.environment
  if environment["MOTION_AUDIT_SWIFT_SYNTAX"] == "package" { return nil }
  let libraryName = "libSwiftParser"
  let searchPath = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
  for directory in searchPath {
    let candidate = URL(fileURLWithPath: directory).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
    let binary = candidate.resolvingSymlinksInPath()
    let host = binary.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    for suffix in [".so", ".dylib"]
    where FileManager.default.fileExists(
      atPath: host.appendingPathComponent(libraryName + suffix).path)
    {
      return host.path
    }
    return nil
  }
  return nil
}()

let syntaxDependencies: [Target.Dependency]
let syntaxSwiftSettings: [SwiftSetting]
let syntaxLinkerSettings: [LinkerSetting]
let packageDependencies: [Package.Dependency]

if let host = toolchainSyntaxDirectory {
  syntaxDependencies = []
  syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
  syntaxLinkerSettings = [
    .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
    .linkedLibrary("SwiftSyntax"),
    .linkedLibrary("SwiftParser"),
  ]
  packageDependencies = []
} else {
  syntaxDependencies = [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
  ]
  syntaxSwiftSettings = []
  syntaxLinkerSettings = []
  packageDependencies = [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.0")
  ]
}

/// A target of the auditor: it links the toolchain's SwiftSyntax (or the package) like every
/// layer that reads syntax.
func auditorTarget(_ name: String, dependencies: [Target.Dependency]) -> Target {
  .target(
    name: name,
    dependencies: dependencies + syntaxDependencies,
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings
  )
}

// MARK: - A prebuilt auditor for the build-tool plugin

/// Where a release carries the artifact bundle `Scripts/package-release.sh` makes (unzipped).
///
/// A package depended on by version may not use unsafe flags, so its consumers cannot build the
/// auditor; when the bundle is there, the build-tool plugin runs it instead.
let prebuiltAuditorPath = "Binaries/motion-audit.artifactbundle"
let hasPrebuiltAuditor = FileManager.default.fileExists(
  atPath: Context.packageDirectory + "/" + prebuiltAuditorPath + "/info.json")
let prebuiltAuditorTargets: [Target] =
  hasPrebuiltAuditor ? [.binaryTarget(name: "MotionAuditBinary", path: prebuiltAuditorPath)] : []

// MARK: - Package

let package = Package(
  name: "MotionAware",
  platforms: [.iOS(.v16), .macOS("13.1"), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "MotionAware", targets: ["MotionAware"]),
    .library(name: "MotionAwareRive", targets: ["MotionAwareRive"]),
    .library(name: "MotionAwareLottie", targets: ["MotionAwareLottie"]),
    .library(name: "AnimationFiles", targets: ["AnimationFiles"]),
    // Still frames as SVG: the command line links them, the analyzer's layers do not.
    .library(name: "LottieRendering", targets: ["LottieRendering"]),
    .library(name: "RiveRendering", targets: ["RiveRendering"]),
    .executable(name: "motion-audit", targets: ["motion-audit"]),
    .plugin(name: "MotionAuditPlugin", targets: ["MotionAuditPlugin"]),
    .plugin(name: "MotionAuditFixPlugin", targets: ["MotionAuditFixPlugin"]),
    .plugin(name: "MotionAuditBuildToolPlugin", targets: ["MotionAuditBuildToolPlugin"]),
  ],
  traits: [
    .trait(name: "Rive", description: "Builds MotionAwareRive against rive-ios (RiveRuntime)."),
    .trait(name: "Lottie", description: "Builds MotionAwareLottie against lottie-ios."),
    .default(enabledTraits: []),
  ],
  dependencies: packageDependencies + [
    // Resolved only when the matching trait is enabled.
    .package(url: "https://github.com/rive-app/rive-ios", from: "6.19.0"),
    .package(url: "https://github.com/airbnb/lottie-ios", from: "4.5.0"),
  ],
  targets: [
    // Runtime library: decisions in plain Swift, thin SwiftUI/UIKit rendering behind canImport.
    .target(name: "MotionAware"),
    .target(
      name: "MotionAwareRive",
      dependencies: [
        "MotionAware",
        // rive-ios supports no watchOS: a watchOS build with the trait builds the adapter alone.
        .product(
          name: "RiveRuntime", package: "rive-ios",
          condition: .when(
            platforms: [.iOS, .macOS, .macCatalyst, .tvOS, .visionOS], traits: ["Rive"])
        ),
      ]
    ),
    .target(
      name: "MotionAwareLottie",
      dependencies: [
        "MotionAware",
        // Neither does lottie-ios.
        .product(
          name: "Lottie", package: "lottie-ios",
          condition: .when(
            platforms: [.iOS, .macOS, .macCatalyst, .tvOS, .visionOS], traits: ["Lottie"])
        ),
      ]
    ),

    // Animation file readers: Foundation and zlib only.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    .target(name: "AnimationFiles", dependencies: ["CZlib"]),
    // Still frames as SVG, sharing geometry and the SVG writer.
    .target(name: "VectorGraphics"),
    .target(name: "LottieRendering", dependencies: ["AnimationFiles", "VectorGraphics"]),
    .target(name: "RiveRendering", dependencies: ["AnimationFiles", "VectorGraphics"]),

    // The auditor, one target per layer; each depends only on the layers before it
    // (`.ci/check-layers` holds every import to that order).
    .target(name: "MotionAuditSources", dependencies: ["AnimationFiles"]),
    auditorTarget("MotionAuditSyntax", dependencies: ["MotionAuditSources"]),
    auditorTarget("MotionAuditSemantics", dependencies: ["MotionAuditSyntax", "AnimationFiles"]),
    auditorTarget("MotionAuditMotion", dependencies: ["MotionAuditSemantics"]),
    auditorTarget("MotionAudit", dependencies: ["MotionAuditMotion"]),
    auditorTarget("MotionAuditEngine", dependencies: ["MotionAudit"]),
    auditorTarget("MotionAuditReporting", dependencies: ["MotionAuditEngine"]),
    auditorTarget(
      "MotionAuditCLI",
      dependencies: [
        "MotionAuditReporting", "AnimationFiles", "LottieRendering", "RiveRendering",
      ]),
    .executableTarget(
      name: "motion-audit",
      dependencies: ["MotionAuditCLI"],
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
    .executableTarget(
      name: "motion-audit-benchmark",
      dependencies: [
        "MotionAuditSources", "MotionAuditSyntax", "MotionAuditSemantics", "MotionAuditMotion",
        "MotionAudit", "MotionAuditEngine",
        "MotionAuditReporting",
      ] + syntaxDependencies,
      path: "Benchmarks",
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),

    // `swift package motion-audit` reads; `swift package motion-audit-fix` asks to write.
    .plugin(
      name: "MotionAuditPlugin",
      capability: .command(
        intent: .custom(
          verb: "motion-audit",
          description: "Audit the package's targets for motion that ignores Reduce Motion.")),
      dependencies: ["motion-audit"]
    ),
    .plugin(
      name: "MotionAuditFixPlugin",
      capability: .command(
        intent: .custom(
          verb: "motion-audit-fix",
          description: "Correct movement transitions and explicit animations for Reduce Motion."),
        permissions: [
          .writeToPackageDirectory(
            reason: "motion-audit --fix rewrites transitions and animations for Reduce Motion.")
        ]),
      dependencies: ["motion-audit"]
    ),
    // Audits a target's Swift files on every build and reports Xcode diagnostics.
    .plugin(
      name: "MotionAuditBuildToolPlugin", capability: .buildTool(),
      dependencies: [hasPrebuiltAuditor ? "MotionAuditBinary" : "motion-audit"]),

    // Tests mirror the sources; what several test targets share is in TestSupport.
    .target(
      name: "TestSupport", dependencies: ["CZlib", "MotionAware"], path: "Tests/TestSupport"),
    .testTarget(name: "MotionAwareTests", dependencies: ["MotionAware", "TestSupport"]),
    .testTarget(name: "AnimationFilesTests", dependencies: ["AnimationFiles", "TestSupport"]),
    .testTarget(
      name: "LottieRenderingTests",
      dependencies: ["LottieRendering", "AnimationFiles", "VectorGraphics", "TestSupport"]),
    .testTarget(
      name: "RiveRenderingTests",
      dependencies: ["RiveRendering", "AnimationFiles", "VectorGraphics", "TestSupport"]),
    .testTarget(name: "MotionAwareRiveTests", dependencies: ["MotionAwareRive", "TestSupport"]),
    .testTarget(
      name: "MotionAwareLottieTests",
      dependencies: ["MotionAwareLottie", "AnimationFiles", "TestSupport"]),
    .testTarget(
      name: "MotionAuditTests",
      dependencies: [
        "MotionAuditSources", "MotionAuditSyntax", "MotionAuditSemantics", "MotionAuditMotion",
        "MotionAudit", "MotionAuditEngine",
        "MotionAuditReporting",
        "TestSupport",
      ] + syntaxDependencies,
      exclude: ["Reporting/SARIFSchema", "Inventory/Expected"],
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
    .testTarget(
      name: "MotionAuditCLITests",
      dependencies: [
        "MotionAuditCLI", "MotionAuditSources", "MotionAuditSyntax", "MotionAuditSemantics",
        "MotionAudit", "MotionAuditEngine", "MotionAuditReporting", "TestSupport",
      ] + syntaxDependencies,
      exclude: ["Golden"],
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
  ] + prebuiltAuditorTargets,
  swiftLanguageModes: [.v6]
)
