// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AggregatorV2V3Interface} from "./vendor/chainlink/AggregatorV2V3Interface.sol";

/// @notice A Chainlink price feed for local chains: Chainlink's aggregator interface
/// (`AggregatorV2V3Interface`, vendored from the chainlink contracts package), with rounds posted
/// by a dev feeder.
/// Anyone may post: it only ever exists on local chains.
contract DevPriceFeed is AggregatorV2V3Interface {
    struct Round {
        int256 answer;
        uint256 startedAt;
        uint256 updatedAt;
    }

    uint8 public immutable override decimals;
    uint256 public constant override version = 4;
    string public override description;

    uint80 private _latestRound;
    mapping(uint256 => Round) private _rounds;

    constructor(uint8 decimals_, string memory description_, int256 initialAnswer) {
        decimals = decimals_;
        description = description_;
        updateAnswer(initialAnswer);
    }

    /// @notice Posts a new round answered now.
    function updateAnswer(int256 answer) public {
        updateRoundData(answer, block.timestamp);
    }

    /// @notice Posts a new round answered at `updatedAt` (a past time makes it stale at once).
    function updateRoundData(int256 answer, uint256 updatedAt) public {
        uint80 roundId = _latestRound + 1;
        _latestRound = roundId;
        _rounds[roundId] = Round(answer, updatedAt, updatedAt);
        emit NewRound(roundId, msg.sender, updatedAt);
        emit AnswerUpdated(answer, roundId, updatedAt);
    }

    function latestAnswer() external view override returns (int256) {
        return _rounds[_latestRound].answer;
    }

    function latestTimestamp() external view override returns (uint256) {
        return _rounds[_latestRound].updatedAt;
    }

    function latestRound() external view override returns (uint256) {
        return _latestRound;
    }

    function getAnswer(uint256 roundId) external view override returns (int256) {
        return _rounds[roundId].answer;
    }

    function getTimestamp(uint256 roundId) external view override returns (uint256) {
        return _rounds[roundId].updatedAt;
    }

    function getRoundData(uint80 roundId)
        public
        view
        override
        returns (uint80, int256, uint256, uint256, uint80)
    {
        Round memory round = _rounds[roundId];
        require(round.updatedAt != 0, "No data present");
        return (roundId, round.answer, round.startedAt, round.updatedAt, roundId);
    }

    function latestRoundData() external view override returns (uint80, int256, uint256, uint256, uint80) {
        return getRoundData(_latestRound);
    }
}
