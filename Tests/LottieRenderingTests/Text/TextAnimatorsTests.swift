import AnimationFiles
import Foundation
import Testing

@testable import LottieRendering

@Suite struct TextAnimatorsTests {
  /// A still of `content` in bars 10 wide and 70 tall advancing 20 (for a 100 px font), drawn
  /// at 50 px (so 5 by 35, advancing 10; a space advances 15), with `animators`.
  private func still(
    _ content: String, animators: String, options: String = #"{"g":1,"a":{"a":0,"k":[0,0]}}"#,
    fill: String = "[0,0,0]"
  ) throws -> LottieStill {
    let bar =
      #"{"ch":"I","size":100,"style":"Regular","w":20,"fFamily":"Bars","data":{"shapes":["#
      + #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,-70],[0,-70]],"#
      + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]}}"#
    let space = #"{"ch":" ","size":100,"style":"Regular","w":30,"fFamily":"Bars","data":{}}"#
    let document = #"{"t":"\#(content)","f":"Bars-Regular","s":50,"fc":\#(fill)}"#
    let json = """
      {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":400,"h":400,\
      "fonts":{"list":[{"fName":"Bars-Regular","fFamily":"Bars","fStyle":"Regular","ascent":80}]},\
      "chars":[\(bar),\(space)],"layers":[{"ty":5,"nm":"Caption","ind":1,"ip":0,"op":60,"ks":{},\
      "t":{"d":{"k":[{"s":\(document),"t":0}]},"p":{},"m":\(options),"a":\(animators)}}]}
      """
    let file = try #require(try LottieDocument.read(Data(json.utf8), fileName: "text.json").first)
    return LottieStillRenderer(document: file).render(frame: 0)
  }

  /// One animator whose range selector is `selector` (merged into a square selector over all
  /// characters, counted by index) and whose properties are `properties`.
  private func animator(_ properties: String, selector: String = "") -> String {
    #"[{"s":{"t":0,"b":1,"r":2,"sh":1,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"#
      + #""a":{"a":0,"k":100}\#(selector)},"a":{\#(properties)}}]"#
  }

  @Test func opacityHidesTheCharactersInTheSelectorsRange() throws {
    let byIndex = try still(
      "III", animators: animator(#""o":{"a":0,"k":0}"#, selector: #","e":{"a":0,"k":2}"#))
    #expect(byIndex.unsupported.isEmpty)
    #expect(!byIndex.svg.contains("M0 0C"))
    #expect(!byIndex.svg.contains("M10 0C"))
    #expect(byIndex.svg.contains("M20 0C"))
    // Percentages of the characters: half of four is the first two.
    let byPercentage = try still(
      "IIII", animators: animator(#""o":{"a":0,"k":0}"#, selector: #","r":1,"e":{"a":0,"k":50}"#))
    #expect(!byPercentage.svg.contains("M10 0C"))
    #expect(byPercentage.svg.contains("M20 0C"))
  }

  @Test func aPartlyCoveredCharacterGetsThatShareOfTheAmount() throws {
    // The range starts half way into the first character: half its opacity is taken.
    let drawn = try still(
      "II", animators: animator(#""o":{"a":0,"k":0}"#, selector: #","s":{"a":0,"k":0.5}"#))
    #expect(drawn.svg.contains("<g opacity=\"0.5\"><path d=\"M0 0C"))
    #expect(!drawn.svg.contains("M10 0C"))
    // No smoothness makes the share all or nothing: under half a character is none of it,
    // over half all of it.
    func unsmoothed(startingAt start: Double) throws -> String {
      try still(
        "II",
        animators: animator(
          #""o":{"a":0,"k":0}"#, selector: #","s":{"a":0,"k":\#(start)},"sm":{"a":0,"k":0}"#)
      ).svg
    }
    let lessThanHalf = try unsmoothed(startingAt: 0.6)
    #expect(lessThanHalf.contains("<path d=\"M0 0C"))
    #expect(!lessThanHalf.contains("opacity"))
    #expect(!lessThanHalf.contains("M10 0C"))
    #expect(!(try unsmoothed(startingAt: 0.4)).contains("<path"))
  }

  @Test func aRampUpSelectsEachCharacterByItsMiddle() throws {
    // Four characters over the range 0…4: the middles sit at 1/8, 3/8, 5/8 and 7/8 of the ramp,
    // so the opacities are what is left of 1 after those shares.
    let drawn = try still(
      "IIII", animators: animator(#""o":{"a":0,"k":0}"#, selector: #","sh":2,"e":{"a":0,"k":4}"#)
    )
    for (x, opacity) in [(0, "0.875"), (10, "0.625"), (20, "0.375"), (30, "0.125")] {
      #expect(drawn.svg.contains("<g opacity=\"\(opacity)\"><path d=\"M\(x) 0C"))
    }
  }

  @Test func positionAndScaleApplyAroundTheCharactersMiddle() throws {
    let drawn = try still(
      "I", animators: animator(#""p":{"a":0,"k":[10,-20]},"s":{"a":0,"k":[200,200]}"#))
    #expect(drawn.unsupported.isEmpty)
    // The bar's middle is 5 right of its origin (half its advance): scaled about it, then moved.
    #expect(drawn.svg.contains("M5 -20C5 -20 15 -20 15 -20C15 -20 15 -90 15 -90"))
  }

  @Test func rotationTurnsTheCharacterClockwiseAboutItsMiddle() throws {
    let drawn = try still("I", animators: animator(#""r":{"a":0,"k":90}"#))
    #expect(drawn.svg.contains("M5 -5C5 -5 5 0 5 0C5 0 40 0 40 0"))
  }

  @Test func skewLeansTheCharacterAboutItsMiddle() throws {
    // 45° along the horizontal axis: each point moves right by its height above the baseline.
    let drawn = try still("I", animators: animator(#""sk":{"a":0,"k":45}"#))
    #expect(drawn.svg.contains("M0 0C0 0 5 0 5 0C5 0 40 -35 40 -35C40 -35 35 -35 35 -35"))
  }

  @Test func hueTurnsTheFillAroundTheColourWheel() throws {
    let drawn = try still(
      "I", animators: animator(#""fh":{"a":0,"k":120}"#), fill: "[1,0,0]")
    #expect(drawn.svg.contains("fill=\"#00ff00\""))
  }

  @Test func wordGroupingAnchorsEachCharacterAtItsWordsMiddle() throws {
    let drawn = try still(
      "II", animators: animator(#""s":{"a":0,"k":[200,200]}"#),
      options: #"{"g":2,"a":{"a":0,"k":[0,0]}}"#)
    #expect(drawn.svg.contains("M-10 0C-10 0 0 0 0 0"))
    #expect(drawn.svg.contains("M10 0C10 0 20 0 20 0"))
  }

  @Test func fillColourMixesTowardsTheAnimatorsByTheAmount() throws {
    let drawn = try still(
      "I", animators: animator(#""fc":{"a":0,"k":[1,0,0,1]}"#, selector: #","a":{"a":0,"k":50}"#))
    #expect(drawn.svg.contains("fill=\"#800000\""))
  }

  @Test func trackingIsInThousandthsOfTheSizeAndSparesALinesFirstCharacter() throws {
    let drawn = try still("II", animators: animator(#""t":{"a":0,"k":100}"#))
    #expect(drawn.svg.contains("M0 0C"))
    #expect(drawn.svg.contains("M15 0C"))
  }

  @Test func wordsAreCountedBetweenSpaces() throws {
    let drawn = try still(
      "II II",
      animators: animator(
        #""o":{"a":0,"k":0}"#, selector: #","b":3,"s":{"a":0,"k":1},"e":{"a":0,"k":2}"#))
    #expect(drawn.svg.contains("M0 0C"))
    #expect(drawn.svg.contains("M10 0C"))
    #expect(!drawn.svg.contains("M35 0C"))
    #expect(!drawn.svg.contains("M45 0C"))
  }

  @Test func whatTheAnimatorsCannotDrawIsNamed() throws {
    let random = try still("I", animators: animator(#""o":{"a":0,"k":0}"#, selector: #","rn":1"#))
    #expect(random.unsupported.map(\.feature) == ["text animator selector in random order"])
    let turned = try still("I", animators: animator(#""rx":{"a":0,"k":30}"#))
    #expect(turned.unsupported.map(\.feature) == ["3D rotation in a text animator"])
  }
}
